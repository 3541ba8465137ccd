import {
  CustomerDetailsResponse,
  CustomerListResponse,
  InsightSummaryResponse,
  RetentionResponse,
  UnansweredQuestionsResponse,
  VemoInteractionsResponse,
} from "@vemo/shared/contracts/analytics";
import type {
  CustomerInteractionDetails,
  CustomerListItem,
  CustomerSort,
  InsightSummaryBody,
  UnansweredQuestion,
  VideoRetention,
} from "@vemo/shared/contracts/analytics";
import {
  DeleteTaughtAnswerResponse,
  TaughtAnswerResponse,
  TaughtAnswersResponse,
} from "@vemo/shared/contracts/taught-answers";
import type {
  CreateTaughtAnswerBody,
  TaughtAnswer,
  UpdateTaughtAnswerBody,
} from "@vemo/shared/contracts/taught-answers";
import { apiDownload, apiRequest } from "../../lib/api-client";

/** One page of the customer list as the page asks for it; an empty search or `sharedBy` matches everyone. */
export type CustomerListRequest = {
  page: number;
  pageSize: number;
  search: string;
  sharedBy: string;
  sort: CustomerSort;
};

/** Which prospect (unique link) or public-link visitor the details are about. */
export type InteractionRef = { shareToken: string; viewerId: string };

const vemoPath = (vemoId: string) => encodeURIComponent(vemoId);

function searchParams(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== "") params.set(name, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function fetchCustomerList(request: CustomerListRequest): Promise<CustomerListResponse> {
  return apiRequest(`/api/analytics/customer-list${searchParams(request)}`, {
    schema: CustomerListResponse,
  });
}

export async function fetchCustomerDetails({
  shareToken,
  viewerId,
}: InteractionRef): Promise<CustomerInteractionDetails> {
  const path = `/api/analytics/customer-interaction-details/${encodeURIComponent(shareToken)}${searchParams({ viewerId })}`;
  const response = await apiRequest(path, { schema: CustomerDetailsResponse });
  return response.data;
}

export async function generateInsightSummary(body: InsightSummaryBody): Promise<string> {
  const response = await apiRequest("/api/analytics/generate-insight-summary", {
    method: "POST",
    body,
    schema: InsightSummaryResponse,
  });
  return response.data.summary;
}

export async function fetchVemoInteractions(vemoId: string): Promise<CustomerListItem[]> {
  const response = await apiRequest(`/api/analytics/vemo-interactions/${vemoPath(vemoId)}`, {
    schema: VemoInteractionsResponse,
  });
  return response.data;
}

export async function fetchUnansweredQuestions(vemoId: string): Promise<UnansweredQuestion[]> {
  const response = await apiRequest(`/api/analytics/unanswered-questions/${vemoPath(vemoId)}`, {
    schema: UnansweredQuestionsResponse,
  });
  return response.data;
}

/** Each video's retention: who was still watching where, the drop-off, replays and questions. */
export async function fetchRetention(vemoId: string): Promise<VideoRetention[]> {
  const response = await apiRequest(`/api/analytics/vemos/${vemoPath(vemoId)}/retention`, {
    schema: RetentionResponse,
  });
  return response.data.videos;
}

export function downloadCustomerListCsv(
  filter: Pick<CustomerListRequest, "search" | "sharedBy" | "sort">,
): Promise<Blob> {
  return apiDownload(`/api/analytics/customer-list/export${searchParams(filter)}`);
}

export function downloadVemoInteractionsCsv(vemoId: string): Promise<Blob> {
  return apiDownload(`/api/analytics/vemo-interactions/${vemoPath(vemoId)}/export`);
}

const taughtAnswersPath = (vemoId: string, answerId?: string) =>
  `/api/vemos/${vemoPath(vemoId)}/taught-answers${answerId ? `/${encodeURIComponent(answerId)}` : ""}`;

export async function fetchTaughtAnswers(vemoId: string): Promise<TaughtAnswer[]> {
  return (await apiRequest(taughtAnswersPath(vemoId), { schema: TaughtAnswersResponse })).data;
}

export async function teachAnswer(vemoId: string, body: CreateTaughtAnswerBody): Promise<TaughtAnswer> {
  return (await apiRequest(taughtAnswersPath(vemoId), { method: "POST", body, schema: TaughtAnswerResponse })).data;
}

export async function updateTaughtAnswer(
  vemoId: string,
  answerId: string,
  body: UpdateTaughtAnswerBody,
): Promise<TaughtAnswer> {
  const path = taughtAnswersPath(vemoId, answerId);
  return (await apiRequest(path, { method: "PATCH", body, schema: TaughtAnswerResponse })).data;
}

export async function removeTaughtAnswer(vemoId: string, answerId: string): Promise<void> {
  await apiRequest(taughtAnswersPath(vemoId, answerId), { method: "DELETE", schema: DeleteTaughtAnswerResponse });
}
