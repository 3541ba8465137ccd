import { AnswerResponse, SuggestedQuestionsResponse } from "@vemo/shared/contracts/qa";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { SharedVemoResponse } from "@vemo/shared/contracts/sharing";
import { ContentCountsResponse } from "@vemo/shared/contracts/vemos";
import { ChatError, SIGN_IN_MESSAGES } from "../../components/chat/chat-messages";
import { ApiError, apiRequest } from "../../lib/api-client";
import { clearSession, readAccessToken } from "../auth/session-storage";

const vemoPath = (vemoId: string) => `/api/vemos/${encodeURIComponent(vemoId)}`;

/**
 * The owner's question about a Vemo. Without a stored token nothing is sent; a 401 that the
 * client's refresh could not cure ends the session.
 */
export async function askAboutVemo(vemoId: string, question: string, signal: AbortSignal): Promise<AnswerResponse> {
  if (!readAccessToken()) throw new ChatError(SIGN_IN_MESSAGES.signInRequired);
  try {
    return await apiRequest(`/api/qa/vemo/${encodeURIComponent(vemoId)}`, {
      method: "POST",
      body: { question },
      schema: AnswerResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      throw new ChatError(SIGN_IN_MESSAGES.sessionExpired);
    }
    throw error;
  }
}

export async function fetchSuggestedQuestions(vemoId: string): Promise<string[]> {
  const response = await apiRequest(`${vemoPath(vemoId)}/suggested-questions`, { schema: SuggestedQuestionsResponse });
  return response.suggested_questions;
}

export async function fetchWebsiteCount(vemoId: string): Promise<number> {
  const response = await apiRequest(`${vemoPath(vemoId)}/python-data`, { schema: ContentCountsResponse });
  return response.data.website_count;
}

/** A Vemo through its public share link, without signing in: the welcome demo and demos' meeting links. */
export async function fetchSharedVemo(token: string): Promise<SharedVemo> {
  const response = await apiRequest(`/api/vemos/share/${encodeURIComponent(token)}`, {
    auth: false,
    schema: SharedVemoResponse,
  });
  return response.data;
}
