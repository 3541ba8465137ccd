import { describe, expect, it } from "vitest";
import { embedCode, embedSize, isEmbedMode } from "./embed-code.ts";

describe("embedCode", () => {
  it("frames the share page in embed mode, with the title escaped", () => {
    expect(embedCode({ shareUrl: "https://vemo.example/share/abc", title: `Q&A "live"` })).toBe(
      '<iframe src="https://vemo.example/share/abc?embed=1" width="960" height="540" title="Q&amp;A &quot;live&quot;" style="border:0" allow="autoplay; fullscreen; clipboard-write" allowfullscreen></iframe>',
    );
  });

  it("is recognised back from the page's query", () => {
    expect(isEmbedMode("?embed=1")).toBe(true);
    expect(isEmbedMode("?utm=x&embed=1")).toBe(true);
    expect(isEmbedMode("")).toBe(false);
    expect(isEmbedMode("?embed=0")).toBe(false);
  });
});

describe("embedSize", () => {
  it("keeps 16:9 within the consumer's limits and never grows past the default", () => {
    expect(embedSize({})).toEqual({ width: 960, height: 540 });
    expect(embedSize({ maxWidth: 480 })).toEqual({ width: 480, height: 270 });
    expect(embedSize({ maxHeight: 180 })).toEqual({ width: 320, height: 180 });
    expect(embedSize({ maxWidth: 4000, maxHeight: 4000 })).toEqual({ width: 960, height: 540 });
  });
});
