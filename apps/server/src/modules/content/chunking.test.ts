import { describe, expect, it } from "vitest";
import { chunkCues, chunkPages, chunkSections, splitIntoParts } from "./chunking.ts";

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("chunkCues", () => {
  it("makes one chunk per cue with its start and end, skipping empty cues", () => {
    const chunks = chunkCues([
      { start: 0, end: 2.5, text: "Hello there." },
      { start: 2.5, end: 3, text: "  " },
      { start: 3, end: 6, text: "Second line" },
    ]);
    expect(chunks).toEqual([
      { text: "Hello there.", startSeconds: 0, endSeconds: 2.5, page: null, heading: null },
      { text: "Second line", startSeconds: 3, endSeconds: 6, page: null, heading: null },
    ]);
  });
});

describe("splitIntoParts", () => {
  it("keeps a short text whole", () => {
    expect(splitIntoParts("One sentence. Another one.")).toEqual(["One sentence. Another one."]);
  });

  it("cuts a long text into parts of about 150 words between sentences", () => {
    const sentence = `${words(29)} end.`;
    const parts = splitIntoParts(Array.from({ length: 20 }, () => sentence).join(" "));
    expect(parts).toHaveLength(4);
    for (const part of parts) {
      expect(wordCount(part)).toBeLessThanOrEqual(150);
      expect(part.endsWith("end.")).toBe(true);
    }
    expect(parts.map(wordCount).reduce((a, b) => a + b)).toBe(600);
  });

  it("cuts a sentence longer than the target between words", () => {
    const parts = splitIntoParts(words(400));
    expect(parts.map(wordCount)).toEqual([150, 150, 100]);
  });

  it("joins a short tail to the part before it", () => {
    const parts = splitIntoParts(`${words(150)}. ${words(10, "tail")}.`);
    expect(parts).toHaveLength(1);
    expect(wordCount(parts[0] ?? "")).toBe(160);
  });

  it("returns nothing for blank text", () => {
    expect(splitIntoParts("  \n ")).toEqual([]);
  });
});

describe("chunkPages and chunkSections", () => {
  it("keeps each part's page number", () => {
    const chunks = chunkPages([
      { page: 1, text: "Short first page." },
      { page: 3, text: `${words(200)}.` },
    ]);
    expect(chunks.map((chunk) => chunk.page)).toEqual([1, 3, 3]);
    expect(chunks.every((chunk) => chunk.startSeconds === null && chunk.heading === null)).toBe(true);
  });

  it("keeps each part's heading", () => {
    const chunks = chunkSections([
      { heading: "Intro", text: "Welcome to the guide." },
      { heading: null, text: "Text with no heading." },
      { heading: "Long", text: `${words(350)}.` },
    ]);
    expect(chunks.map((chunk) => chunk.heading)).toEqual(["Intro", null, "Long", "Long", "Long"]);
    expect(chunks[0]?.text).toBe("Welcome to the guide.");
  });
});

describe("text PostgreSQL cannot store", () => {
  it("is cleaned from cues, pages, sections and headings", () => {
    const chunks = [
      ...chunkCues([{ start: 0, end: 1, text: "Pri\u0000cing" }]),
      ...chunkPages([{ page: 1, text: "Page\u0000 text \uD800" }]),
      ...chunkSections([{ heading: "Head\u0000ing", text: "Sec\u0000tion" }]),
    ];
    expect(chunks.map((chunk) => [chunk.text, chunk.heading])).toEqual([
      ["Pricing", null],
      ["Page text \uFFFD", null],
      ["Section", "Heading"],
    ]);
  });
});

describe("paragraphs", () => {
  it("stay apart within a part, so a PDF page's title does not run into its first sentence", () => {
    const [part] = chunkPages([
      { page: 1, text: "Security overview\n\nCustomer data is encrypted at rest. Backups are kept for thirty days." },
    ]);
    expect(part?.text).toBe(
      "Security overview\n\nCustomer data is encrypted at rest. Backups are kept for thirty days.",
    );
  });
});
