import type { Source, SourceKind } from "../types.ts";
import { toTranscriptLines } from "./transcript-lines.ts";

/** The unit the engine retrieves: a transcript line, or a paragraph-sized piece of a PDF page or web section. */
export interface Passage {
  id: number;
  /** Index of the passage's source in the Vemo's source list. */
  source: number;
  kind: SourceKind;
  url: string;
  text: string;
  /** Seconds into the video; 0 for documents. */
  start: number;
  end: number;
  page?: number;
  heading?: string;
}

// Document text is cut into pieces about the size of a few spoken sentences, so that BM25 compares like with like.
const DOCUMENT_PIECE_WORDS = 60;

/** Splits every source of a Vemo into passages, in source order and, within a source, in reading or playing order. */
export function toPassages(sources: Source[]): Passage[] {
  const passages: Passage[] = [];
  const add = (passage: Omit<Passage, "id">) => passages.push({ id: passages.length, ...passage });
  sources.forEach((source, index) => {
    const base = { source: index, kind: source.kind, url: source.url, start: 0, end: 0 };
    if (source.kind === "video") {
      for (const line of toTranscriptLines(source.cues))
        add({ ...base, text: line.text, start: line.start, end: line.end });
    } else if (source.kind === "pdf") {
      for (const { page, text } of source.pages)
        for (const piece of toPieces(text)) add({ ...base, text: piece, page });
    } else {
      for (const { heading, text } of source.sections) {
        for (const piece of toPieces(text)) add({ ...base, text: heading ? `${heading}. ${piece}` : piece, heading });
      }
    }
  });
  return passages;
}

/**
 * Sentences of a document grouped into pieces of about DOCUMENT_PIECE_WORDS words. A paragraph stays apart from
 * the one before it (a blank line), so that a title set apart by the PDF's reading is still read as one.
 */
export function toPieces(text: string): string[] {
  const sentences = text
    .split(/\n\s*\n/)
    .map(joinRunInHeading)
    .flatMap((paragraph) =>
      splitSentences(paragraph).map((sentence, index) => ({ sentence, opensParagraph: index === 0 })),
    );
  const pieces: string[] = [];
  let current = "";
  let words = 0;
  for (const { sentence, opensParagraph } of sentences) {
    const count = sentence.split(" ").length;
    if (words > 0 && words + count > DOCUMENT_PIECE_WORDS) {
      pieces.push(current);
      current = "";
      words = 0;
    }
    current += current === "" ? sentence : `${opensParagraph ? "\n\n" : " "}${sentence}`;
    words += count;
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

// A paragraph opening on a few words and a stop ("Backups. Every note is copied…", "3. Invite your team. Each member
// gets…", "No. You can leave any month."): a heading run into its text, or a short answer, which the sentence after it
// goes on with.
const RUN_IN_HEADING = /^((?:\d+[.)]\s+)?(?:[\p{L}\d'’/&-]+\s+){0,2}[\p{L}\d'’/&-]+)\.\s+(?=\p{Lu})/u;

/** A paragraph with its run-in heading joined to the sentence after it by a colon, so that one sentence holds both. */
function joinRunInHeading(paragraph: string): string {
  return paragraph.replace(RUN_IN_HEADING, "$1: ");
}

/**
 * Sentences of a text, split after . ! or ? followed by a capital, digit or quote, or a subtitle's dash opening the next
 * speaker's turn ("…what is Stackyard? - It's warehouse software…"), and at blank lines; not after an abbreviation
 * (`ABBREVIATION`) unless a word opening sentences follows ("…until 6 p.m. Eastern.", "…from J.D. Power, so…", but
 * "…at 9 a.m. At noon…").
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const part of text.split(/(\n\s*\n)|(?<=[.!?])\s+(?=["'“(\p{Lu}\d]|[-–—]\s\p{Lu})/u)) {
    if (part === undefined) continue;
    const sentence = part.replace(/\s+/g, " ").trim();
    const previous = sentences.at(-1);
    // A blank line (kept by the split as its own part) ends a sentence even after an abbreviation.
    if (sentence.length === 0) sentences.push("");
    else if (previous && ABBREVIATION.test(previous) && !OPENS_SENTENCE.test(sentence))
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences.filter((sentence) => sentence.length > 0);
}

// An initialism written with its dots ("p.m.", "J.D.", "e.g.") or a title before a name ("Dr.", "Ms.").
const ABBREVIATION = /(?:\b(?:\p{L}\.){2,}|\b(?:Mr|Mrs|Ms|Dr|St)\.)$/u;
// The words a sentence opens with after an abbreviation that ends one: a pronoun, a determiner, a preposition.
const OPENS_SENTENCE =
  /^(?:i|you|we|they|he|she|it|it's|we're|you're|they're|the|a|an|this|that|these|those|there|here|our|your|my|its|their|each|every|at|in|on|for|and|but|so|if|when|then|after|before|no|yes)\b/i;
