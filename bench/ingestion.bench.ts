import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { processSource } from "../apps/server/src/modules/content/content.service.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { companies, users, vemoSources, vemos } from "../apps/server/src/platform/db/schema.ts";
import { createLocalFileStorage } from "../apps/server/src/platform/storage/local-file-storage.ts";
import type { Benchmark } from "./benchmarks.ts";

const SENTENCES = [
  "Open the reports page and pick the date range you want to compare",
  "The chart updates at once and the table below lists every account",
  "You can export the view as a PDF or share a link with your team",
  "Filters stay in place when you come back to the page later",
  "Admins can limit which dashboards each role is allowed to see",
];

/** A one-hour transcript: a five-second cue after another, 720 in all. */
function hourOfCaptions(): string {
  const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  const cues = Array.from(
    { length: 720 },
    (_, i) => `${stamp(i * 5)} --> ${stamp(i * 5 + 5)}\n${SENTENCES[i % SENTENCES.length]} (${i}).`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

export async function manualPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++)
      page.drawText(`${SENTENCES[(p + line) % SENTENCES.length]}, section ${p}.${line}.`, {
        x: 40,
        y: 800 - line * 19,
        size: 10,
        font,
      });
  }
  return pdf.save();
}

/** The real processing path (parse, chunk, store in one transaction) for a long video and a long manual. */
export const ingestion: Benchmark = {
  name: "ingestion",
  description: "processSource on PGlite: a 1-hour transcript (720 cues) and a 200-page PDF",
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DOCUMENT_MAX_BYTES: String(100 * 1024 * 1024),
    });
    const database = await openDatabase(config);
    await database.migrate();
    const storage = createLocalFileStorage(path.join(dataDir, "files"));
    const { db } = database;
    const [user] = await db.insert(users).values({ email: "bench@example.com" }).returning();
    const [company] = await db.insert(companies).values({ ownerUserId: user!.id, name: "Bench" }).returning();
    const [vemo] = await db.insert(vemos).values({ companyId: company!.id, title: "Bench" }).returning();

    const inputs = [
      {
        name: "1-hour transcript",
        key: "bench/captions.vtt",
        bytes: Buffer.from(hourOfCaptions()),
        kind: "video" as const,
        url: "https://cdn.example.com/hour.mp4",
        videoType: "file" as const,
        captionSource: "uploaded" as const,
      },
      {
        name: "200-page PDF",
        key: "bench/manual.pdf",
        bytes: Buffer.from(await manualPdf(200)),
        kind: "document" as const,
        url: "manual.pdf",
      },
    ];
    for (const input of inputs) {
      await storage.put(input.key, input.bytes);
      const [source] = await db
        .insert(vemoSources)
        .values({
          vemoId: vemo!.id,
          companyId: company!.id,
          kind: input.kind,
          url: input.url,
          title: input.name,
          fileKey: input.key,
          videoType: input.videoType,
          captionSource: input.captionSource,
        })
        .returning();
      const started = performance.now();
      await processSource({ db, storage, config, sourceId: source!.id });
      const seconds = (performance.now() - started) / 1000;
      const chunks = (
        await database.sql.executeSql("select count(*)::int as n from content_chunks where source_id = $1", [
          source!.id,
        ])
      ).rows[0]?.n as number;
      console.log(
        `${input.name}: ${seconds.toFixed(2)} s, ${chunks} chunks, ${(chunks / seconds).toFixed(0)} chunks/s (${(input.bytes.length / 1024).toFixed(0)} KB)`,
      );
    }
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
