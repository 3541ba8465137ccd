import { describe, expect, it } from "vitest";
import type { SourceRow } from "../vemos/vemos.repository.ts";
import { toEngineSources } from "./content-loader.ts";
import type { ChunkRow } from "./qa.repository.ts";

const source = (id: string, kind: string, url: string, position = 1) => ({ id, kind, url, position }) as SourceRow;
const chunk = (sourceId: string, text: string, extra: Partial<ChunkRow> = {}): ChunkRow => ({
  sourceId,
  text,
  startSeconds: null,
  endSeconds: null,
  page: null,
  heading: null,
  ...extra,
});

describe("toEngineSources", () => {
  it("orders videos by position first, then documents and websites, and leaves out sources without chunks", () => {
    const sources = [
      source("w", "website", "https://acme.example"),
      source("d", "document", "guide.pdf"),
      source("v2", "video", "https://youtu.be/BBBBBBBBBBB", 2),
      source("v1", "video", "https://youtu.be/AAAAAAAAAAA", 1),
      source("empty", "video", "https://youtu.be/CCCCCCCCCCC", 3),
    ];
    const chunks = [
      chunk("w", "Site"),
      chunk("d", "Doc", { page: 1 }),
      chunk("v2", "Two", { startSeconds: 0 }),
      chunk("v1", "One", { startSeconds: 0 }),
    ];
    expect(toEngineSources(sources, chunks).map((s) => s.url)).toEqual([
      "https://youtu.be/AAAAAAAAAAA",
      "https://youtu.be/BBBBBBBBBBB",
      "guide.pdf",
      "https://acme.example",
    ]);
  });

  it("turns a video's chunks into cues with their times", () => {
    const chunks = [
      chunk("v", "Hello.", { startSeconds: 1.5, endSeconds: 4 }),
      chunk("v", "Then this.", { startSeconds: 4, endSeconds: null }),
    ];
    expect(toEngineSources([source("v", "video", "https://youtu.be/AAAAAAAAAAA")], chunks)).toEqual([
      {
        kind: "video",
        url: "https://youtu.be/AAAAAAAAAAA",
        cues: [
          { start: 1.5, end: 4, text: "Hello." },
          { start: 4, end: 4, text: "Then this." },
        ],
      },
    ]);
  });

  it("joins a PDF's parts page by page", () => {
    const chunks = [
      chunk("d", "Part one.", { page: 1 }),
      chunk("d", "Part two.", { page: 1 }),
      chunk("d", "Next page.", { page: 2 }),
    ];
    expect(toEngineSources([source("d", "document", "guide.pdf")], chunks)).toEqual([
      {
        kind: "pdf",
        url: "guide.pdf",
        pages: [
          { page: 1, text: "Part one. Part two." },
          { page: 2, text: "Next page." },
        ],
      },
    ]);
  });

  it("joins a web page's parts section by section, keeping headings", () => {
    const chunks = [
      chunk("w", "Intro."),
      chunk("w", "Costs 29.", { heading: "Pricing" }),
      chunk("w", "Per month.", { heading: "Pricing" }),
    ];
    expect(toEngineSources([source("w", "website", "https://acme.example")], chunks)).toEqual([
      {
        kind: "website",
        url: "https://acme.example",
        sections: [{ text: "Intro." }, { heading: "Pricing", text: "Costs 29. Per month." }],
      },
    ]);
  });
});
