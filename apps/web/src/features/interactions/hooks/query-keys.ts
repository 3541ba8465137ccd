import type { CustomerListRequest, InteractionRef } from "../api";

/** Every key starts with "analytics", like the overview's, so one invalidation refreshes all analytics. */
export const interactionsQueryKeys = {
  customerList: (request: CustomerListRequest) => ["analytics", "customer-list", request] as const,
  details: ({ shareToken, viewerId }: InteractionRef) =>
    ["analytics", "customer-details", shareToken, viewerId] as const,
  insightSummary: ({ shareToken, viewerId }: InteractionRef, questionCount: number) =>
    ["analytics", "insight-summary", shareToken, viewerId, questionCount] as const,
  vemoInteractions: (vemoId: string) => ["analytics", "vemo-interactions", vemoId] as const,
  unansweredQuestions: (vemoId: string) => ["analytics", "unanswered-questions", vemoId] as const,
  taughtAnswers: (vemoId: string) => ["analytics", "taught-answers", vemoId] as const,
  retention: (vemoId: string) => ["analytics", "retention", vemoId] as const,
};
