export type Tone = "formal" | "balanced" | "casual";

/** The AI settings of a Vemo that shape its answers. */
export interface AnswerStyle {
  tone: Tone;
  conciseResponses: boolean;
  technicalDetails: boolean;
}

export const DEFAULT_ANSWER_STYLE: Readonly<AnswerStyle> = Object.freeze({
  tone: "balanced",
  conciseResponses: true,
  technicalDetails: false,
});

/** How many sentences and characters the built-in answer may take. */
export function answerLength(style: AnswerStyle): { sentences: number; characters: number } {
  const sentences = (style.conciseResponses ? 2 : 3) + (style.technicalDetails ? 1 : 0);
  const characters = (style.conciseResponses ? 280 : 480) + (style.technicalDetails ? 160 : 0);
  return { sentences, characters };
}

const TONE_INSTRUCTIONS: Record<Tone, string> = {
  formal: "Write in a formal, professional register.",
  balanced: "Write in a friendly, professional register.",
  casual: "Write casually and conversationally, as if chatting with the viewer.",
};

/** The style part of the instructions given to a chat model. */
export function styleInstructions(style: AnswerStyle): string {
  const length = style.conciseResponses ? "Answer in one to three short sentences." : "Answer in a short paragraph.";
  const detail = style.technicalDetails
    ? "Include technical details, names of settings and exact steps when the passages give them."
    : "Leave out technical detail unless the question asks for it.";
  return [TONE_INSTRUCTIONS[style.tone], length, detail].join(" ");
}
