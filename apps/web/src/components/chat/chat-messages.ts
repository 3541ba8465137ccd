import type { AnswerPayload, SourceChip } from "@vemo/shared/rules/answer-text";
import { t } from "../../lib/viewer-text";

/** A question gives up after 30 s. */
export const CHAT_TIMEOUT_MS = 30_000;

/** The owner's chat's AI messages about their sign-in (the dashboard is in English). */
export const SIGN_IN_MESSAGES = {
  sessionExpired: "Your session has expired. Please refresh the page and log in again.",
  signInRequired: "Please log in to ask questions.",
} as const;

/** A failed question whose message the chat shows as the AI's reply; any other failure reads as `requestFailed`. */
export class ChatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatError";
  }
}

/**
 * Sends a question and resolves with the answer response; `signal` ends it after 30 s. A streamed answer passes its
 * text so far to `onText` while it is written.
 */
export type AskQuestion = (
  question: string,
  signal: AbortSignal,
  onText?: (textSoFar: string) => void,
) => Promise<AnswerPayload>;

export type ChatSender = "AI" | "You";

/** A message; an AI answer keeps the chips of the sources it cites. */
export type ChatMessage = { sender: ChatSender; text: string; time: string; sources?: SourceChip[] };

/** Where a chat sends the player: a video (null: the current one) and a second in it. */
export type PlayerTarget = { videoUrl: string | null; start: number };

/** The first AI message: the Vemo's own welcome message, else the standard greeting. */
export function greetingFor(vemo: { title: string; welcomeMessage?: string | null }): string {
  const welcome = vemo.welcomeMessage?.trim();
  if (welcome) return welcome;
  return t("chat.greeting", { title: vemo.title });
}
