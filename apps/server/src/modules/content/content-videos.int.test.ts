import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { createLocalFileStorage } from "../../platform/storage/local-file-storage.ts";
import {
  LOOM_CUES,
  LOOM_DURATION_SECONDS,
  LOOM_WITH_TRANSCRIPT,
  LOOM_WITHOUT_TRANSCRIPT,
} from "../../test/fixture-servers/loom-server.ts";
import { TRANSCRIBED_CUES } from "../../test/fixture-servers/transcription-server.ts";
import {
  VIMEO_CUES,
  VIMEO_DURATION_SECONDS,
  VIMEO_PRIVATE,
  VIMEO_WITH_TRACKS,
  VIMEO_WITHOUT_TRACKS,
} from "../../test/fixture-servers/vimeo-server.ts";
import {
  YOUTUBE_BROKEN_CAPTIONS,
  YOUTUBE_CUES,
  YOUTUBE_LENGTH_SECONDS,
  YOUTUBE_PRIVATE,
  YOUTUBE_WITH_CAPTIONS,
  YOUTUBE_WITHOUT_CAPTIONS,
} from "../../test/fixture-servers/youtube-server.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { processSource } from "./content.service.ts";
import {
  contentTestConfig,
  createTestVemo,
  insertSource,
  loadChunks,
  loadSource,
  startContentFixtures,
  transcriptionEnv,
  type ContentFixtures,
  type TestVemo,
} from "./content-test-support.ts";

const asChunks = (cues: readonly (readonly [number, number, string])[]) =>
  cues.map(([start, end, text]) => ({ startSeconds: start, endSeconds: end, text, page: null, heading: null }));

describe("processing videos", () => {
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

  async function processVideo(url: string, options: { fileKey?: string; env?: Record<string, string> } = {}) {
    const sourceId = await insertSource(database.db, vemo, { kind: "video", url, fileKey: options.fileKey });
    await processSource({ db: database.db, storage, config: contentTestConfig(fixtures, options.env), sourceId });
    return { source: await loadSource(database.db, sourceId), chunks: await loadChunks(database.db, sourceId) };
  }

  it("stores a YouTube video's manual English captions as timed cues, with its duration", async () => {
    const { source, chunks } = await processVideo(`https://www.youtube.com/watch?v=${YOUTUBE_WITH_CAPTIONS}`);
    expect(source).toMatchObject({
      status: "ready",
      captionSource: "provider",
      durationSeconds: YOUTUBE_LENGTH_SECONDS,
      error: null,
      errorType: null,
      protectionDetected: false,
    });
    expect(source?.processedAt).toBeInstanceOf(Date);
    expect(chunks).toMatchObject(asChunks(YOUTUBE_CUES));
    expect(chunks.map((chunk) => chunk.position)).toEqual([0, 1, 2]);
    expect(chunks.every((chunk) => chunk.vemoId === vemo.vemoId)).toBe(true);
  });

  it("stores a Loom video's transcript", async () => {
    const { source, chunks } = await processVideo(`https://www.loom.com/share/${LOOM_WITH_TRANSCRIPT}`);
    expect(source).toMatchObject({
      status: "ready",
      captionSource: "provider",
      durationSeconds: LOOM_DURATION_SECONDS,
    });
    expect(chunks).toMatchObject(asChunks(LOOM_CUES));
  });

  it("stores a Vimeo video's English text track", async () => {
    const { source, chunks } = await processVideo(`https://vimeo.com/${VIMEO_WITH_TRACKS}`);
    expect(source).toMatchObject({
      status: "ready",
      captionSource: "provider",
      durationSeconds: VIMEO_DURATION_SECONDS,
    });
    expect(chunks).toMatchObject(asChunks(VIMEO_CUES));
  });

  it("transcribes a video file with the configured transcription server", async () => {
    const { source, chunks } = await processVideo(`${fixtures.website.baseUrl}/demo.mp4`, {
      env: transcriptionEnv(fixtures),
    });
    expect(source).toMatchObject({ status: "ready", captionSource: "provider" });
    expect(chunks).toMatchObject(asChunks(TRANSCRIBED_CUES));
  });

  it.each([
    [
      "a YouTube video without captions",
      `https://youtu.be/${YOUTUBE_WITHOUT_CAPTIONS}`,
      "No captions are available for this YouTube video. Unlisted or private videos cannot be processed; upload a caption file (.vtt or .srt) instead.",
    ],
    [
      "a private YouTube video",
      `https://www.youtube.com/watch?v=${YOUTUBE_PRIVATE}`,
      "Unlisted or private videos cannot be processed",
    ],
    [
      "a Loom video without a transcript",
      `https://www.loom.com/share/${LOOM_WITHOUT_TRANSCRIPT}`,
      "This Loom video has no transcript",
    ],
    [
      "a Vimeo video without text tracks",
      `https://vimeo.com/${VIMEO_WITHOUT_TRACKS}`,
      "This Vimeo video has no captions or subtitles",
    ],
    ["a private Vimeo video", `https://vimeo.com/${VIMEO_PRIVATE}`, "This Vimeo video is private"],
    [
      "a video file with no transcription server",
      "https://cdn.example.com/tour.mp4",
      "This video file has no captions. Upload a caption file (.vtt or .srt) for it.",
    ],
  ])("fails %s with no_captions and stores nothing", async (_name, url, message) => {
    const { source, chunks } = await processVideo(url);
    expect(source).toMatchObject({
      status: "failed",
      errorType: "no_captions",
      protectionDetected: false,
      processedAt: null,
    });
    expect(source?.error).toContain(message);
    expect(chunks).toEqual([]);
  });

  it("fails with invalid_captions when the host's captions are malformed", async () => {
    const { source, chunks } = await processVideo(`https://www.youtube.com/watch?v=${YOUTUBE_BROKEN_CAPTIONS}`);
    expect(source).toMatchObject({ status: "failed", errorType: "invalid_captions", protectionDetected: false });
    expect(source?.error).toMatch(/^The captions from YouTube could not be read/);
    expect(chunks).toEqual([]);
  });

  it("uses an uploaded caption file rather than the host's captions", async () => {
    const fileKey = `vemos/${vemo.vemoId}/captions/tour.srt`;
    await storage.put(
      fileKey,
      Buffer.from(
        "1\n00:00:02,000 --> 00:00:05,500\nOur own words for the tour.\n\n2\n00:00:05,500 --> 00:00:08,000\nSecond line.\n",
      ),
    );
    const { source, chunks } = await processVideo(`https://www.youtube.com/watch?v=${YOUTUBE_WITH_CAPTIONS}`, {
      fileKey,
    });
    expect(source).toMatchObject({ status: "ready", captionSource: "uploaded" });
    expect(chunks).toMatchObject([
      { text: "Our own words for the tour.", startSeconds: 2, endSeconds: 5.5 },
      { text: "Second line.", startSeconds: 5.5, endSeconds: 8 },
    ]);
  });

  it("uses an uploaded caption file for a video that has none of its own", async () => {
    const fileKey = `vemos/${vemo.vemoId}/captions/no-captions.vtt`;
    await storage.put(fileKey, Buffer.from("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nUploaded WebVTT cue.\n"));
    const { source, chunks } = await processVideo(`https://youtu.be/${YOUTUBE_WITHOUT_CAPTIONS}`, { fileKey });
    expect(source).toMatchObject({ status: "ready", captionSource: "uploaded" });
    expect(chunks).toMatchObject([{ text: "Uploaded WebVTT cue.", startSeconds: 1, endSeconds: 3 }]);
  });

  it("fails a malformed uploaded caption file with invalid_captions and stores nothing", async () => {
    const fileKey = `vemos/${vemo.vemoId}/captions/broken.vtt`;
    await storage.put(fileKey, Buffer.from("WEBVTT\n\n00:00:01.000 --> later\nNo valid end time.\n"));
    const { source, chunks } = await processVideo(`https://www.youtube.com/watch?v=${YOUTUBE_WITH_CAPTIONS}`, {
      fileKey,
    });
    expect(source).toMatchObject({ status: "failed", errorType: "invalid_captions", protectionDetected: false });
    expect(source?.error).toMatch(/^The uploaded caption file could not be read\. Not a valid VTT caption file/);
    expect(chunks).toEqual([]);
  });

  it("refuses a caption host on a private address without the opt-in", async () => {
    const { source, chunks } = await processVideo(`https://vimeo.com/${VIMEO_WITH_TRACKS}`, {
      env: { ALLOW_PRIVATE_NETWORK: "false" },
    });
    expect(source).toMatchObject({ status: "failed", errorType: "private_address" });
    expect(chunks).toEqual([]);
  });
});
