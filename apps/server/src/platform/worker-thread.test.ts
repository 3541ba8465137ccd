import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error.ts";
import { runOnWorkerThread } from "./worker-thread.ts";

const pdfTask = { module: new URL("../modules/content/pdf-text.ts", import.meta.url), name: "readPdfPages" };

describe("runOnWorkerThread", () => {
  it("returns what the task returns", async () => {
    const cues = await runOnWorkerThread(
      { module: new URL("../modules/content/caption-parsing.ts", import.meta.url), name: "parseCaptionFile" },
      { text: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nOpen the Reports tab.\n", format: "vtt" },
    );
    expect(cues).toEqual([{ start: 1, end: 4, text: "Open the Reports tab." }]);
  });

  it("throws the task's error as its own class with its fields", async () => {
    const failure = runOnWorkerThread(
      { ...pdfTask, errors: [ContentError] },
      { bytes: new TextEncoder().encode("plain text"), maxBytes: 1_000 },
    );
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ name: "ContentError", errorType: "not_pdf" });
  });

  it("throws a plain Error for an error class it was not given", async () => {
    const failure = runOnWorkerThread(pdfTask, { bytes: new TextEncoder().encode("plain text"), maxBytes: 1_000 });
    await expect(failure).rejects.not.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow("This file is not a PDF document.");
  });
});
