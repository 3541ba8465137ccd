import type { PdfSource, WebsiteSource } from "../types.ts";

// A line such as "--- page 3 ---" starts a page of a PDF's text.
const PAGE_MARKER = /^-{3,}\s*page\s+(\d+)\s*-{3,}$/i;
const HEADING = /^#{1,4}\s+(.+?)\s*#*$/;
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+/;

/**
 * The pages of a PDF written as text: each page after a line "--- page N ---" (text before the first marker is
 * page 1). Lines of a paragraph are joined and paragraphs kept apart by a blank line, as the server reads a PDF.
 */
export function readPagedText(text: string): PdfSource["pages"] {
  const pages: { page: number; lines: string[] }[] = [{ page: 1, lines: [] }];
  for (const line of text.split(/\r?\n/)) {
    const marker = PAGE_MARKER.exec(line.trim());
    if (marker) {
      if (pages.length === 1 && pages[0]!.lines.every((kept) => kept.trim() === "")) pages.pop();
      pages.push({ page: Number(marker[1]), lines: [] });
    } else pages.at(-1)!.lines.push(line);
  }
  return pages
    .map(({ page, lines }) => ({ page, text: paragraphs(lines).join("\n\n") }))
    .filter((page) => page.text !== "");
}

/**
 * A web page written as Markdown (plain text, no inline markup): `#`–`####` headings start sections, as h1–h4 do
 * on a fetched page; each paragraph or list item is one paragraph of its section.
 */
export function readMarkdownSections(text: string): WebsiteSource["sections"] {
  const sections: { heading?: string; lines: string[] }[] = [{ lines: [] }];
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line.trim());
    if (heading) sections.push({ heading: heading[1]!, lines: [] });
    else sections.at(-1)!.lines.push(LIST_ITEM.test(line.trim()) ? `\n${line.trim().replace(LIST_ITEM, "")}` : line);
  }
  return sections
    .map(({ heading, lines }) => ({ ...(heading ? { heading } : {}), text: paragraphs(lines).join("\n") }))
    .filter((section) => section.text !== "");
}

/** Paragraphs of lines: runs of non-blank lines joined by a space; a line starting with a newline opens its own. */
function paragraphs(lines: readonly string[]): string[] {
  return lines
    .join("\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
