import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { createLocalFileStorage } from "../../platform/storage/local-file-storage.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { processSource } from "./content.service.ts";
import {
  contentTestConfig,
  createTestVemo,
  insertSource,
  loadChunks,
  loadSource,
  startContentFixtures,
  type ContentFixtures,
  type TestVemo,
} from "./content-test-support.ts";

/** A real PDF with one page per entry; each entry's lines are drawn as text (an empty entry is a blank page). */
async function makePdf(pages: readonly string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 40, y: 740 - index * 14, size: 10, font }));
  }
  return Buffer.from(await pdf.save());
}

const sentence = (index: number) => `Step ${index} explains how boards are archived and restored by workspace owners.`;

describe("processing documents", () => {
  let database: Database;
  let fixtures: ContentFixtures;
  let storage: FileStorage;
  let filesDir: string;
  let vemo: TestVemo;

  beforeAll(async () => {
    [database, fixtures, filesDir] = await Promise.all([
      openTestDatabase(),
      startContentFixtures(),
      mkdtemp(path.join(os.tmpdir(), "vemo-files-")),
    ]);
    storage = createLocalFileStorage(filesDir);
    vemo = await createTestVemo(database.db);
  });
  afterAll(async () => {
    await Promise.all([database.close(), fixtures.close(), rm(filesDir, { recursive: true, force: true })]);
  });

  async function processDocument(fileName: string, bytes: Buffer | null, env: Record<string, string> = {}) {
    const fileKey = `vemos/${vemo.vemoId}/documents/${fileName}`;
    if (bytes) await storage.put(fileKey, bytes);
    const sourceId = await insertSource(database.db, vemo, { kind: "document", url: fileName, fileKey });
    await processSource({ db: database.db, storage, config: contentTestConfig(fixtures, env), sourceId });
    return { source: await loadSource(database.db, sourceId), chunks: await loadChunks(database.db, sourceId) };
  }

  it("stores a PDF's text in chunks that keep their page numbers", async () => {
    const longPage = Array.from({ length: 30 }, (_, index) => sentence(index + 1)); // about 360 words
    const bytes = await makePdf([["Archiving boards", "Owners can archive any board."], [], longPage]);
    const { source, chunks } = await processDocument("archiving-guide.pdf", bytes);

    expect(source).toMatchObject({ status: "ready", error: null, errorType: null, protectionDetected: false });
    expect(chunks[0]).toMatchObject({
      page: 1,
      heading: null,
      startSeconds: null,
      text: "Archiving boards\n\nOwners can archive any board.",
    });
    const pageThree = chunks.filter((chunk) => chunk.page === 3);
    expect(pageThree.length).toBeGreaterThanOrEqual(2);
    expect(pageThree[0]?.text).toMatch(/^Step 1 explains/);
    expect(pageThree.at(-1)?.text).toMatch(
      /Step 30 explains how boards are archived and restored by workspace owners\.$/,
    );
    expect(chunks.some((chunk) => chunk.page === 2)).toBe(false);
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, index) => index));
  });

  it.each([
    [
      "a text file renamed .pdf",
      "notes.pdf",
      Buffer.from("These are meeting notes, not a PDF.\n"),
      "not_pdf",
      /not a PDF document/,
    ],
    [
      "a damaged PDF",
      "damaged.pdf",
      Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%garbage"),
      "not_pdf",
      /damaged/,
    ],
  ])("fails %s with %s and stores nothing", async (_name, fileName, bytes, errorType, message) => {
    const { source, chunks } = await processDocument(fileName, bytes);
    expect(source).toMatchObject({ status: "failed", errorType, protectionDetected: false, processedAt: null });
    expect(source?.error).toMatch(message);
    expect(chunks).toEqual([]);
  });

  it("fails a PDF over the size limit with too_large, naming the limit", async () => {
    const padding = Buffer.alloc(1536 * 1024, "\n"); // bytes after %%EOF do not harm a PDF
    const bytes = Buffer.concat([await makePdf([[sentence(1)]]), padding]);
    const { source, chunks } = await processDocument("big.pdf", bytes, { DOCUMENT_MAX_BYTES: String(1024 * 1024) });
    expect(source).toMatchObject({ status: "failed", errorType: "too_large", protectionDetected: false });
    expect(source?.error).toBe("This document is larger than the 1 MB limit for PDF files.");
    expect(chunks).toEqual([]);
  });

  it("fails a PDF without any text (a scan) with no_text", async () => {
    const { source, chunks } = await processDocument("scan.pdf", await makePdf([[], []]));
    expect(source).toMatchObject({ status: "failed", errorType: "no_text" });
    expect(source?.error).toMatch(/no selectable text/);
    expect(chunks).toEqual([]);
  });

  it("fails when the uploaded file is missing", async () => {
    const { source } = await processDocument("gone.pdf", null);
    expect(source).toMatchObject({ status: "failed", errorType: "fetch_failed" });
  });
});
