import { splitSentences } from "../indexing/passages.ts";
import { passageTerms } from "../text/tokens.ts";
import { answerLength, type AnswerStyle } from "./answer-style.ts";
import type { Evidence } from "./evidence.ts";

export const NOT_FOUND_ANSWER = "I couldn't find that in this demo's videos and documents. Try asking in other words.";

// Auto-captions have no punctuation: their text is read in pieces of this many words instead of sentences.
const CAPTION_PIECE_WORDS = 25;

/**
 * The built-in answer: the opening sentence of the best evidence, where the answer begins, followed by
 * its sentences that share most words with the question, in their original order.
 */
export function composeExtractiveAnswer(question: string, evidence: Evidence | undefined, style: AnswerStyle): string {
  if (!evidence) return NOT_FOUND_ANSWER;
  const limit = answerLength(style);
  const sentences = toSentences(evidence.text);
  const questionStems = new Set(passageTerms(question));
  const overlap = (sentence: string) => passageTerms(sentence).filter((stem) => questionStems.has(stem)).length;
  const chosen = new Set([0]);
  const byOverlap = sentences.map((_, i) => i).slice(1).sort((a, b) => overlap(sentences[b]!) - overlap(sentences[a]!));
  for (const i of byOverlap) {
    if (chosen.size >= limit.sentences) break;
    if (overlap(sentences[i]!) > 0) chosen.add(i);
  }
  const text = [...chosen].sort((a, b) => a - b).map((i) => asSentence(sentences[i]!)).join(" ");
  return truncate(text, limit.characters);
}

function toSentences(text: string): string[] {
  const sentences = splitSentences(text);
  if (sentences.length > 1 || /[.!?]$/.test(text.trim())) return sentences;
  const words = text.split(/\s+/).filter(Boolean);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += CAPTION_PIECE_WORDS) pieces.push(words.slice(i, i + CAPTION_PIECE_WORDS).join(" "));
  return pieces;
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…"”)]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function truncate(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const cut = text.slice(0, characters);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), characters / 2)).replace(/[\s,;:.]+$/, "")}…`;
}
