import { describe, expect, it } from "vitest";
import { CaptionFileError, parseCaptions } from "./captions.ts";

describe("parseCaptions", () => {
  it("reads WebVTT cues as plain text with times in seconds", async () => {
    const vtt =
      "WEBVTT\n\nNOTE made for a test\n\n1\n00:00:01.000 --> 00:00:04.500\nOpen the <b>Reports</b> tab\n\n00:01:02.250 --> 00:01:05.000 align:start\nand click &amp; drag.\n";
    expect(await parseCaptions(vtt, "vtt")).toEqual([
      { start: 1, end: 4.5, text: "Open the Reports tab" },
      { start: 62.25, end: 65, text: "and click & drag." },
    ]);
  });

  it("keeps the lines of a cue apart", async () => {
    const vtt = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nfirst line\nsecond line\n";
    expect((await parseCaptions(vtt, "vtt"))[0]!.text).toBe("first line\nsecond line");
  });

  it("reads SRT cues", async () => {
    const srt = "1\n00:00:01,000 --> 00:00:02,500\nHello there\n\n2\n01:00:03,000 --> 01:00:04,000\nGoodbye\n";
    expect(await parseCaptions(srt, "srt")).toEqual([
      { start: 1, end: 2.5, text: "Hello there" },
      { start: 3603, end: 3604, text: "Goodbye" },
    ]);
  });

  it("rejects a WebVTT file without its header", async () => {
    await expect(parseCaptions("00:00:01.000 --> 00:00:02.000\nHi\n", "vtt")).rejects.toThrow(CaptionFileError);
    await expect(parseCaptions("just some text", "vtt")).rejects.toThrow(/Not a valid VTT caption file/);
  });

  it("rejects a cue with a malformed timestamp, naming the line", async () => {
    await expect(parseCaptions("WEBVTT\n\n00:00:xx --> 00:00:02.000\nHi\n", "vtt")).rejects.toThrow(/line 3/);
    await expect(parseCaptions("1\nsoon --> later\nHi\n", "srt")).rejects.toThrow(CaptionFileError);
  });

  it("rejects a file that holds no cue", async () => {
    await expect(parseCaptions("", "srt")).rejects.toThrow(/holds no timed caption/);
    await expect(parseCaptions("WEBVTT\n\n", "vtt")).rejects.toThrow(CaptionFileError);
  });
});
