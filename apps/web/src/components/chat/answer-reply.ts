import type { AnswerPayload } from "@vemo/shared/rules/answer-text";
import { createParser } from "eventsource-parser";

/** What the chats send as `Accept` when they ask a question: a stream of server-sent events, or else one JSON body. */
export const ANSWER_ACCEPT = "text/event-stream, application/json";

/**
 * The answer in a chat question's successful response, from the share chat or the owner's preview chat alike: with a
 * chat model configured, `onText` gets the answer's text so far as it is written (`token` events) and the promise
 * resolves with the `answer` event (its citations and moment), which the built-in engine sends alone. A server that
 * answers JSON is read as before.
 */
export async function readAnswerReply(
  response: Response,
  onText: ((textSoFar: string) => void) | undefined,
): Promise<AnswerPayload> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream") || !response.body)
    return (await response.json()) as AnswerPayload;
  let text = "";
  let answer: AnswerPayload | null = null;
  let failure: string | null = null;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (event.event === "token" && typeof data.text === "string") onText?.((text += data.text));
      else if (event.event === "answer") answer = data;
      else if (event.event === "error") failure = typeof data.error === "string" ? data.error : "Question failed";
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (answer) return answer;
  throw new Error(failure ?? "The answer stopped before it was complete");
}
