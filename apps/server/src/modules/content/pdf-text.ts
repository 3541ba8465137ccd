import { formatSizeLimit } from "../../platform/size-limit.ts";
import { ContentError } from "../../platform/content-error.ts";

export type PdfPage = { page: number; text: string };

const PDF_SIGNATURE = Buffer.from("%PDF-");
/** pdf.js's own warnings ("Indexing all PDF objects") would go to the console. */
const ERRORS_ONLY = 0;

/** The text of each page that has some (numbered from 1), checked by content and size first. */
export async function extractPdfPages(bytes: Buffer, maxBytes: number): Promise<PdfPage[]> {
  if (bytes.length > maxBytes) {
    throw new ContentError("too_large", `This document is larger than the ${formatSizeLimit(maxBytes)} limit for PDF files.`);
  }
  if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new ContentError("not_pdf", "This file is not a PDF document. Only PDF files can be added as documents.");
  }
  const pages = await readPageTexts(bytes);
  const withText = pages
    .map((text, index) => ({ page: index + 1, text: text.replace(/[ \t]+/g, " ").replace(/\s*\n\s*/g, "\n").trim() }))
    .filter((page) => page.text.length > 0);
  if (withText.length === 0) {
    throw new ContentError("no_text", "This PDF has no selectable text (it may be a scanned image). Upload a PDF that contains text.");
  }
  return withText;
}

async function readPageTexts(bytes: Buffer): Promise<string[]> {
  // Loaded on first use: pdf.js is large, and most processes never read a PDF.
  const { extractText, getDocumentProxy } = await import("unpdf");
  let document;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: ERRORS_ONLY });
  } catch (error) {
    throw unreadablePdfError(error);
  }
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text;
  } catch (error) {
    throw unreadablePdfError(error);
  } finally {
    await document.destroy();
  }
}

function unreadablePdfError(error: unknown): ContentError {
  if (error instanceof Error && error.name === "PasswordException") {
    return new ContentError("not_pdf", "This PDF is protected by a password. Upload a copy without a password.");
  }
  return new ContentError("not_pdf", "This PDF is damaged and cannot be read. Export it again and upload the new file.");
}
