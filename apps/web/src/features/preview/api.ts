import { SuggestedQuestionsResponse } from "@vemo/shared/contracts/qa";
import type { AnswerPayload } from "@vemo/shared/rules/answer-text";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { SharedVemoResponse } from "@vemo/shared/contracts/sharing";
import { ContentCountsResponse } from "@vemo/shared/contracts/vemos";
import { ANSWER_ACCEPT, readAnswerReply } from "../../components/chat/answer-reply";
import { ChatError, SIGN_IN_MESSAGES } from "../../components/chat/chat-messages";
import { ApiError, apiPostForStream, apiRequest } from "../../lib/api-client";
import { clearSession, readAccessToken } from "../auth/session-storage";

const vemoPath = (vemoId: string) => `/api/vemos/${encodeURIComponent(vemoId)}`;

/**
 * The owner's question about a Vemo, streamed as the share chat's is: `onText` gets a chat model's text so far as it
 * is written, the promise the final answer. Without a stored token nothing is sent; a 401 that the client's refresh
 * could not cure ends the session.
 */
export async function askAboutVemo(
  vemoId: string,
  question: string,
  signal: AbortSignal,
  onText?: (textSoFar: string) => void,
): Promise<AnswerPayload> {
  if (!readAccessToken()) throw new ChatError(SIGN_IN_MESSAGES.signInRequired);
  try {
    const response = await apiPostForStream(`/api/qa/vemo/${encodeURIComponent(vemoId)}`, {
      body: { question },
      accept: ANSWER_ACCEPT,
      signal,
    });
    return await readAnswerReply(response, onText);
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
