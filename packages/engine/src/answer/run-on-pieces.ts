import type { VemoIndex } from "../indexing/create-index.ts";
import { scoreSentences, type ContentSentence } from "../retrieval/content-sentences.ts";
import { passageTerms } from "../text/tokens.ts";
import { argmax } from "./tour-ranking.ts";

// A sentence rebuilt from automatic captions this long is often two thoughts run together ("…for each agent customers
// rate every conversation… there is also a help center builder"): a true spoken sentence is rarely that long. It is
// read in pieces of about a caption line, overlapping by half, to find the stretch that says the question. Both
// lengths were set once, not swept.
const RUN_ON_WORDS = 25;
export const PIECE_WORDS = 8;
export const PIECE_STEP = PIECE_WORDS / 2;
// The stretch of a long sentence that holds one thought: its best piece and half a piece either side.
const STRETCH_WORDS = PIECE_STEP;

/** The piece of a long sentence of automatic captions that says the question best, and its place among the pieces. */
export function bestPiece(
  index: VemoIndex,
  sentence: ContentSentence,
  terms: Map<string, number>,
  question: string,
): { piece: ContentSentence; at: number } | undefined {
  const pieces = runOnPieces(sentence);
  if (pieces.length === 0) return undefined;
  const scores = scoreSentences(index, pieces, terms, question);
  const at = argmax(
    pieces.map((_, k) => k),
    (k) => scores[k]!,
  );
  return scores[at]! > 0 ? { piece: pieces[at]!, at } : undefined;
}

const piecesOfSentence = new WeakMap<ContentSentence, ContentSentence[]>();

/**
 * A long sentence of automatic captions in overlapping pieces of PIECE_WORDS words, each timed by its place in it (none
 * for another sentence); cut once per sentence, as the Vemo's sentences are read once per index.
 */
function runOnPieces(sentence: ContentSentence): ContentSentence[] {
  let pieces = piecesOfSentence.get(sentence);
  if (pieces) return pieces;
  pieces = [];
  const words = sentence.text.split(/\s+/);
  if (sentence.end !== undefined && words.length >= RUN_ON_WORDS)
    for (let from = 0; from < words.length; from += PIECE_STEP) {
      const text = words.slice(from, from + PIECE_WORDS).join(" ");
      const start = sentence.start + ((sentence.end - sentence.start) * from) / words.length;
      pieces.push({ ...sentence, start, text, stems: passageTerms(text) });
    }
  piecesOfSentence.set(sentence, pieces);
  return pieces;
}

/**
 * The stretch of a long sentence of automatic captions that says the question: its best piece with `STRETCH_WORDS`
 * either side; the sentence itself when it is not that long or no piece says the question.
 */
export function stretchSayingQuestion(
  index: VemoIndex,
  sentence: ContentSentence,
  terms: Map<string, number>,
  question: string,
): ContentSentence {
  const best = bestPiece(index, sentence, terms, question);
  if (!best) return sentence;
  const from = Math.max(0, best.at * PIECE_STEP - STRETCH_WORDS);
  const text = sentence.text
    .split(/\s+/)
    .slice(from, best.at * PIECE_STEP + PIECE_WORDS + STRETCH_WORDS)
    .join(" ");
  return { ...sentence, text, stems: passageTerms(text) };
}
