import type { PdfSource, Source, TranscriptCue, WebsiteSource } from "@vemo/engine";
import type { SourceRow } from "../vemos/vemos.repository.ts";
import type { ChunkRow } from "./qa.repository.ts";

// Videos first, in the order the viewer plays them; then documents and websites.
const KIND_ORDER: Record<string, number> = { video: 0, document: 1, website: 2 };

/**
 * The engine's view of stored content: a video's cues in order, a PDF's text page by page, a web
 * page's sections under their headings. Sources without chunks (not processed yet) are left out.
 */
export function toEngineSources(sources: readonly SourceRow[], chunks: readonly ChunkRow[]): Source[] {
  const chunksBySource = new Map<string, ChunkRow[]>();
  for (const chunk of chunks) {
    const list = chunksBySource.get(chunk.sourceId);
    if (list) list.push(chunk);
    else chunksBySource.set(chunk.sourceId, [chunk]);
  }
  return [...sources]
    .filter((source) => source.kind in KIND_ORDER && (chunksBySource.get(source.id)?.length ?? 0) > 0)
    .sort((a, b) => KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]! || a.position - b.position)
    .map((source) => toEngineSource(source, chunksBySource.get(source.id)!));
}

function toEngineSource(source: SourceRow, chunks: ChunkRow[]): Source {
  switch (source.kind) {
    case "video":
      return { kind: "video", url: source.url, cues: chunks.map(toCue) };
    case "document":
      return { kind: "pdf", url: source.url, pages: toPages(chunks) };
    default:
      return { kind: "website", url: source.url, sections: toSections(chunks) };
  }
}

function toCue(chunk: ChunkRow): TranscriptCue {
  const start = chunk.startSeconds ?? 0;
  return { start, end: Math.max(start, chunk.endSeconds ?? start), text: chunk.text };
}

/** Consecutive parts of the same page become that page's text again. */
function toPages(chunks: ChunkRow[]): PdfSource["pages"] {
  const pages: PdfSource["pages"] = [];
  for (const chunk of chunks) {
    const page = chunk.page ?? 1;
    const last = pages.at(-1);
    if (last?.page === page) last.text = `${last.text} ${chunk.text}`;
    else pages.push({ page, text: chunk.text });
  }
  return pages;
}

/** Consecutive parts under the same heading become that section again. */
function toSections(chunks: ChunkRow[]): WebsiteSource["sections"] {
  const sections: { heading: string | null; text: string }[] = [];
  for (const chunk of chunks) {
    const last = sections.at(-1);
    if (last && last.heading === chunk.heading) last.text = `${last.text} ${chunk.text}`;
    else sections.push({ heading: chunk.heading, text: chunk.text });
  }
  return sections.map(({ heading, text }) => (heading ? { heading, text } : { text }));
}
