import type { Evidence } from "../answer/evidence.ts";
import { styleInstructions, type AnswerStyle } from "../answer/answer-style.ts";
import type { ChatMessage, LlmClient } from "./llm-client.ts";
import { readStreamedReply } from "./streamed-reply.ts";
import { formatClockTime } from "@vemo/shared/rules/clock-time";

export interface GroundedAnswer {
  answer: string;
  /** Evidence the model cited, in the order of the evidence list; none when the passages do not answer. */
  cited: Evidence[];
}

/** A buyer asks in their own language and reads the answer in it, whatever the language of the content. */
export const LANGUAGE_INSTRUCTION =
  "Write the answer in the language the question is written in, even when the passages are in another language.";

const GROUNDING =
  "You answer a viewer's question about a product demo using only the numbered passages from its videos and documents. " +
  "Cite every passage you use with its number in square brackets, like [1]. " +
  "If the passages do not answer the question, say so in one sentence and cite nothing. Never invent features, prices or steps. " +
  LANGUAGE_INSTRUCTION;

/**
 * Asks the chat model for an answer grounded in the evidence; throws LlmError when the model fails. With `onText`
 * and a client that streams, the answer's text is passed on as the model writes it, without citation markers.
 */
export async function askForGroundedAnswer(
  llm: LlmClient,
  question: string,
  evidence: Evidence[],
  style: AnswerStyle,
  signal?: AbortSignal,
  onText?: (text: string) => void,
): Promise<GroundedAnswer> {
  const messages: ChatMessage[] = [
    { role: "system", content: `${GROUNDING} ${styleInstructions(style)}` },
    { role: "user", content: `Passages:\n${evidence.map(describePassage).join("\n")}\n\nQuestion: ${question}` },
  ];
  const reply =
    onText && llm.stream
      ? await readStreamedReply(llm.stream(messages, { signal }), onText)
      : await llm.complete(messages, { signal });
  const numbers = [...reply.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  const cited = evidence.filter((_, i) => numbers.includes(i + 1));
  const answer = reply
    .replace(/\s*\[\d+\](?:\s*\[\d+\])*/g, "")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
  return { answer, cited };
}

function describePassage(evidence: Evidence, i: number): string {
  const where =
    evidence.kind === "video"
      ? `video at ${formatClockTime(evidence.start)}`
      : evidence.kind === "pdf"
        ? `PDF page ${evidence.page ?? 1}`
        : `web page${evidence.heading ? `, ${evidence.heading}` : ""}`;
  return `[${i + 1}] (${where}) ${evidence.text.replace(/\s+/g, " ")}`;
}
