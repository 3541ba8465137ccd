import { describe, expect, it } from "vitest";
import { chooseTextTrack } from "./vimeo-text-tracks.ts";
import { chooseTrack, readPlayerResponse } from "./youtube-captions.ts";

describe("readPlayerResponse", () => {
  it("reads the JSON assigned in the page, braces and quotes inside strings included", () => {
    const json = JSON.stringify({
      videoDetails: { shortDescription: 'a } b { "c" \\ d' },
      captions: { x: [1, { y: 2 }] },
    });
    const html = `<script>var ytInitialPlayerResponse = ${json};var meta = {"z": 1};</script>`;
    expect(readPlayerResponse(html)).toEqual(JSON.parse(json));
  });

  it("reads the window[...] form", () => {
    expect(readPlayerResponse('window["ytInitialPlayerResponse"] = {"a":1};')).toEqual({ a: 1 });
  });

  it("returns null without a player response or with a cut-off one", () => {
    expect(readPlayerResponse("<html>consent page</html>")).toBeNull();
    expect(readPlayerResponse('var ytInitialPlayerResponse = {"a": {"b": 1}')).toBeNull();
  });
});

describe("chooseTrack", () => {
  const french = { baseUrl: "fr", languageCode: "fr" };
  const autoEnglish = { baseUrl: "en-asr", languageCode: "en", kind: "asr" };
  const english = { baseUrl: "en", languageCode: "en-GB" };
  const autoGerman = { baseUrl: "de-asr", languageCode: "de", kind: "asr" };

  it("prefers a manual English track", () => {
    expect(chooseTrack([french, autoEnglish, english])?.baseUrl).toBe("en");
  });

  it("then an automatic track, English first", () => {
    expect(chooseTrack([french, autoGerman, autoEnglish])?.baseUrl).toBe("en-asr");
    expect(chooseTrack([french, autoGerman])?.baseUrl).toBe("de-asr");
  });

  it("then the first track, and nothing when there is none", () => {
    expect(chooseTrack([french])?.baseUrl).toBe("fr");
    expect(chooseTrack([])).toBeUndefined();
  });
});

describe("chooseTextTrack (Vimeo)", () => {
  it("prefers English, else the first track", () => {
    expect(
      chooseTextTrack([
        { url: "de", lang: "de" },
        { url: "en", lang: "en-US" },
      ])?.url,
    ).toBe("en");
    expect(chooseTextTrack([{ url: "de", lang: "de" }])?.url).toBe("de");
  });
});
