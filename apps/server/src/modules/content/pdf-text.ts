import { formatSizeLimit } from "../../platform/size-limit.ts";
import { ContentError } from "../../platform/content-error.ts";
import { runOnWorkerThread } from "../../platform/worker-thread.ts";

export type PdfPage = { page: number; text: string };

const PDF_SIGNATURE = Buffer.from("%PDF-");
/** Smaller PDFs (a few pages) are read inline, without a thread's start-up cost. */
const OFF_THREAD_BYTES = 100_000;
/** pdf.js's own warnings ("Indexing all PDF objects") would go to the console. */
const ERRORS_ONLY = 0;

/**
 * The text of each page that has some (numbered from 1), checked by content and size first. pdf.js
 * reads on the thread that calls it (a 200-page PDF held the server for 1.8 s), so it reads on a
 * worker thread.
 */
export async function extractPdfPages(bytes: Buffer, maxBytes: number): Promise<PdfPage[]> {
  if (bytes.length < OFF_THREAD_BYTES) return readPdfPages({ bytes, maxBytes });
  return runOnWorkerThread(
    { module: new URL(import.meta.url), name: "readPdfPages", errors: [ContentError] },
    { bytes: new Uint8Array(bytes), maxBytes },
  );
}

/**
 * The worker thread's task, run by its name (runOnWorkerThread), so knip must keep its export.
 * @public
 */
export async function readPdfPages(input: { bytes: Uint8Array; maxBytes: number }): Promise<PdfPage[]> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const { maxBytes } = input;
  if (bytes.length > maxBytes) {
    throw new ContentError(
      "too_large",
      `This document is larger than the ${formatSizeLimit(maxBytes)} limit for PDF files.`,
    );
  }
  if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new ContentError("not_pdf", "This file is not a PDF document. Only PDF files can be added as documents.");
  }
  const pages = await readPageLines(bytes);
  const withText = pages
    .map((lines, index) => ({ page: index + 1, text: joinLines(lines) }))
    .filter((page) => page.text.length > 0);
  if (withText.length === 0) {
    throw new ContentError(
      "no_text",
      "This PDF has no selectable text (it may be a scanned image). Upload a PDF that contains text.",
    );
  }
  return withText;
}

type TextItem = { str: string; x: number; y: number; width: number; height: number; fontSize: number; hasEOL: boolean };

async function readPageLines(bytes: Buffer): Promise<string[][]> {
  // Loaded on first use: pdf.js is large, and most processes never read a PDF.
  const { extractTextItems, getDocumentProxy } = await import("unpdf");
  let document;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: ERRORS_ONLY });
  } catch (error) {
    throw unreadablePdfError(error);
  }
  try {
    const { items } = await extractTextItems(document);
    return items.map(toLines);
  } catch (error) {
    throw unreadablePdfError(error);
  } finally {
    await document.destroy();
  }
}

/**
 * A page's text items as lines, by their position: an item lower on the page starts a new line even when the PDF
 * marks no line end, and two items apart on one line get a space even when the PDF has none between them (else
 * the last word of one line and the first of the next, or two runs of one line, would be glued together).
 */
export function toLines(items: readonly TextItem[]): string[] {
  const lines: string[] = [];
  let line = "";
  let previous: TextItem | null = null;
  for (const item of items) {
    const size = Math.max(1, item.height || item.fontSize);
    if (previous && (previous.hasEOL || Math.abs(item.y - previous.y) > size / 2)) {
      lines.push(line);
      line = "";
    } else if (
      previous &&
      item.x - (previous.x + previous.width) > size * 0.15 &&
      !/\s$/.test(line) &&
      !/^\s/.test(item.str)
    ) {
      line += " ";
    }
    line += item.str;
    previous = item;
  }
  lines.push(line);
  return lines.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

// A line ending a sentence or clause; one ending otherwise runs on into the next, unless it is a title.
const ENDS_CLAUSE = /[.!?:;,…)"”]$/u;
// A line starting a new item: a bullet, a number, a capital.
const STARTS_ITEM = /^(?:[•·▪◦‣*–-]\s|\d+[.)]\s|["“(]?[\p{Lu}\d])/u;
// A title or a list item is short next to the page's running text, whose lines fill the width.
const SHORT_LINE_SHARE = 0.7;

/**
 * A page's lines read back as text: a sentence wrapped over lines joined with a space (a word hyphenated at a line
 * end joined whole), while a title or list item (a short line that ends no sentence, before a line starting
 * afresh) becomes its own paragraph after a blank line, so that it never runs into the sentence after it.
 */
export function joinLines(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.map((line) => line.length));
  let text = "";
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous === undefined) text = line;
    else if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(line)) text = `${text.slice(0, -1)}${line}`;
    else if (!ENDS_CLAUSE.test(previous) && STARTS_ITEM.test(line) && previous.length < longest * SHORT_LINE_SHARE)
      text += `\n\n${line}`;
    else if (/^[•·▪◦‣*–-]\s/u.test(line)) text += `\n\n${line}`;
    else text += ` ${line}`;
  });
  return text;
}

function unreadablePdfError(error: unknown): ContentError {
  if (error instanceof Error && error.name === "PasswordException") {
    return new ContentError("not_pdf", "This PDF is protected by a password. Upload a copy without a password.");
  }
  return new ContentError(
    "not_pdf",
    "This PDF is damaged and cannot be read. Export it again and upload the new file.",
  );
}
