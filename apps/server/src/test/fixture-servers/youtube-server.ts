import type { ServerResponse } from "node:http";
import { notFound, send, startFixtureServer, toVtt, type FixtureServer } from "./fixture-server.ts";

// A stand-in for youtube.com: the watch page carries `ytInitialPlayerResponse` (as YouTube's does),
// whose caption tracks point at /api/timedtext, which answers WebVTT when asked with fmt=vtt.

export const YOUTUBE_WITH_CAPTIONS = "vemoDemo001";
export const YOUTUBE_WITHOUT_CAPTIONS = "noCaption01";
export const YOUTUBE_PRIVATE = "privateVid1";
export const YOUTUBE_BROKEN_CAPTIONS = "badCaption1";
export const YOUTUBE_LENGTH_SECONDS = 42;

/** The manual English track: the one the transcript must be read from. */
export const YOUTUBE_CUES = [
  [0, 4.5, "Welcome to the Lumen Boards tour."],
  [4.5, 9, "First, create a board from the home screen."],
  [9, 15.25, "Invite your team with the share button in the corner."],
] as const;

const AUTO_CUES = [[0, 5, "welcome to the lumen boards tour automatic"]] as const;
const FRENCH_CUES = [[0, 5, "Bienvenue dans la visite de Lumen Boards."]] as const;

export function startYoutubeServer(port = 0): Promise<FixtureServer> {
  return startFixtureServer((_request, response, url, baseUrl) => {
    if (url.pathname === "/watch") return sendWatchPage(response, url.searchParams.get("v") ?? "", baseUrl);
    if (url.pathname === "/api/timedtext") return sendTimedText(response, url);
    notFound(response);
  }, port);
}

function sendWatchPage(response: ServerResponse, id: string, baseUrl: string): void {
  const playerResponse = playerResponseFor(id, baseUrl);
  // YouTube escapes "&" in the page's JSON; the reader must cope with it and with braces in strings.
  const json = JSON.stringify(playerResponse).replace(/&/g, "\\u0026");
  const html = `<!DOCTYPE html><html><head><title>Video - YouTube</title></head><body>
<script nonce="abc">var ytcfg = {"a": 1};</script>
<script nonce="abc">var ytInitialPlayerResponse = ${json};var meta = document.createElement('meta');</script>
<div id="player"></div></body></html>`;
  send(response, 200, "text/html; charset=utf-8", html);
}

function playerResponseFor(id: string, baseUrl: string): Record<string, unknown> {
  if (id === YOUTUBE_PRIVATE) {
    return { playabilityStatus: { status: "LOGIN_REQUIRED", reason: "This video is private" } };
  }
  const videoDetails = {
    videoId: id,
    title: "Lumen Boards tour",
    lengthSeconds: String(YOUTUBE_LENGTH_SECONDS),
    shortDescription: 'Tips {and} tricks, "quoted" }{ braces',
  };
  const track = (query: string, languageCode: string, kind?: string) => ({
    baseUrl: `${baseUrl}/api/timedtext?v=${id}&${query}`,
    name: { simpleText: languageCode },
    languageCode,
    ...(kind ? { kind } : {}),
  });
  const captionTracks = [track("lang=fr", "fr"), track("lang=en&kind=asr", "en", "asr"), track("lang=en", "en")];
  const hasCaptions = id === YOUTUBE_WITH_CAPTIONS || id === YOUTUBE_BROKEN_CAPTIONS;
  return {
    playabilityStatus: { status: "OK" },
    videoDetails,
    ...(hasCaptions ? { captions: { playerCaptionsTracklistRenderer: { captionTracks } } } : {}),
  };
}

function sendTimedText(response: ServerResponse, url: URL): void {
  const id = url.searchParams.get("v");
  if (url.searchParams.get("fmt") !== "vtt") {
    return send(response, 200, "text/xml", '<?xml version="1.0"?><timedtext format="3"><body></body></timedtext>');
  }
  if (id === YOUTUBE_BROKEN_CAPTIONS)
    return send(response, 200, "text/vtt", "WEBVTT\n\nthis is not a cue timing line\n");
  if (id !== YOUTUBE_WITH_CAPTIONS) return notFound(response);
  const cues =
    url.searchParams.get("lang") === "fr"
      ? FRENCH_CUES
      : url.searchParams.get("kind") === "asr"
        ? AUTO_CUES
        : YOUTUBE_CUES;
  send(response, 200, "text/vtt; charset=utf-8", toVtt(cues, "Kind: captions\nLanguage: en"));
}
