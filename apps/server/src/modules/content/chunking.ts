import type { TranscriptCue } from "@vemo/engine";
import { storableText } from "../../platform/storable-text.ts";
import { runOnWorkerThread } from "../../platform/worker-thread.ts";
import type { PdfPage } from "./pdf-text.ts";
import type { WebSection } from "./website-text.ts";

/** A searchable piece of a source, before it is stored as a content_chunks row. */
export type ChunkDraft = {
  text: string;
  startSeconds: number | null;
  endSeconds: number | null;
  page: number | null;
  heading: string | null;
};

const TARGET_CHUNK_WORDS = 150;

const EMPTY: ChunkDraft = { text: "", startSeconds: null, endSeconds: null, page: null, heading: null };

// Chunks are where text from captions, PDFs and web pages becomes rows: each text is made storable here.

/** One chunk per cue: the answer's timestamp is the start of the cue where it begins. */
export function chunkCues(cues: readonly TranscriptCue[]): ChunkDraft[] {
  return cues
    .map((cue) => ({ ...EMPTY, text: storableText(cue.text).trim(), startSeconds: cue.start, endSeconds: cue.end }))
    .filter((chunk) => chunk.text.length > 0);
}

/** Above this much text a document's pages are cut into chunks on a worker thread (about 15 dense pages). */
const OFF_THREAD_CHARACTERS = 50_000;

/** `chunkPages` on a worker thread for a long document: cutting a 200-page PDF's text held the server about 180 ms. */
export async function chunkPagesOffThread(pages: PdfPage[]): Promise<ChunkDraft[]> {
  if (pages.reduce((total, page) => total + page.text.length, 0) < OFF_THREAD_CHARACTERS) return chunkPages(pages);
  return runOnWorkerThread({ module: new URL(import.meta.url), name: "chunkPages" }, pages);
}

/**
 * One or more chunks per page. Also a worker thread's task, run by its name (runOnWorkerThread), so knip must keep
 * its export.
 * @public
 */
export function chunkPages(pages: readonly PdfPage[]): ChunkDraft[] {
  return pages.flatMap((page) =>
    splitIntoParts(storableText(page.text)).map((text) => ({ ...EMPTY, text, page: page.page })),
  );
}

export function chunkSections(sections: readonly WebSection[]): ChunkDraft[] {
  return sections.flatMap((section) => {
    const heading = section.heading === null ? null : storableText(section.heading);
    return splitIntoParts(storableText(section.text)).map((text) => ({ ...EMPTY, text, heading }));
  });
}

/**
 * Parts of about `targetWords` words, cut between sentences where possible (a sentence longer
 * than that is cut between words). A short tail joins the part before it rather than standing alone.
 * Paragraphs stay apart within a part (a blank line), so that a title is never read into the sentence after it.
 */
export function splitIntoParts(text: string, targetWords = TARGET_CHUNK_WORDS): string[] {
  const sentences = text.split(/\n\s*\n/).flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+|\n+/)
      .flatMap((sentence) => wordGroups(sentence, targetWords))
      .filter((sentence) => sentence.length > 0)
      .map((sentence, index) => ({ sentence, opensParagraph: index === 0 })),
  );
  const parts: (typeof sentences)[] = [];
  let current: typeof sentences = [];
  let count = 0;
  for (const item of sentences) {
    const words = countWords(item.sentence);
    if (count > 0 && count + words > targetWords) {
      parts.push(current);
      current = [];
      count = 0;
    }
    current.push(item);
    count += words;
  }
  if (current.length > 0) {
    const previous = parts.at(-1);
    if (previous && count < targetWords / 4) previous.push(...current);
    else parts.push(current);
  }
  return parts.map((part) =>
    part
      .map(({ sentence, opensParagraph }, index) =>
        index === 0 ? sentence : `${opensParagraph ? "\n\n" : " "}${sentence}`,
      )
      .join(""),
  );
}

/** A sentence as one group, or as groups of at most `size` words when it is longer. */
function wordGroups(sentence: string, size: number): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const groups: string[] = [];
  for (let index = 0; index < words.length; index += size) groups.push(words.slice(index, index + size).join(" "));
  return groups;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
