import type { CustomerQuestion } from "@vemo/shared/contracts/analytics";
import { estimateSessionSeconds, splitIntoSessions } from "@vemo/shared/rules/interaction-sessions";

export type PastInteraction = { startedAt: string; questionCount: number; estimatedSeconds: number };

/** The prospect's sessions, newest first; the first listed one carries the estimate's bonus. */
export function listPastInteractions(questions: readonly Pick<CustomerQuestion, "created_at">[]): PastInteraction[] {
  return splitIntoSessions(questions)
    .reverse()
    .map((session, index) => {
      const times = session.map((question) => question.created_at);
      return {
        startedAt: times[0] ?? "",
        questionCount: times.length,
        estimatedSeconds: estimateSessionSeconds(times, index === 0),
      };
    });
}
