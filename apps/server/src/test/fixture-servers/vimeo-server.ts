import type { ServerResponse } from "node:http";
import { notFound, send, sendJson, startFixtureServer, toVtt, type FixtureServer } from "./fixture-server.ts";

// A stand-in for player.vimeo.com: /video/ID/config lists the text tracks (relative URLs, as
// Vimeo's do) and the duration; /texttrack/… serves them as WebVTT.

export const VIMEO_WITH_TRACKS = "1000001";
export const VIMEO_WITHOUT_TRACKS = "1000002";
export const VIMEO_PRIVATE = "1000003";
export const VIMEO_DURATION_SECONDS = 48;

export const VIMEO_CUES = [
  [1, 5, "Our mobile app keeps your notes in sync."],
  [5, 11.5, "Edits made offline are merged when you reconnect."],
] as const;

const GERMAN_CUES = [[1, 5, "Unsere App synchronisiert Ihre Notizen."]] as const;

export function startVimeoServer(): Promise<FixtureServer> {
  return startFixtureServer((_request, response, url) => {
    const config = /^\/video\/(\d+)\/config$/.exec(url.pathname);
    if (config) return sendConfig(response, config[1] ?? "");
    if (url.pathname === `/texttrack/${VIMEO_WITH_TRACKS}-en.vtt` && url.searchParams.get("token") === "t0k") {
      return send(response, 200, "text/vtt", toVtt(VIMEO_CUES));
    }
    if (url.pathname === `/texttrack/${VIMEO_WITH_TRACKS}-de.vtt`)
      return send(response, 200, "text/vtt", toVtt(GERMAN_CUES));
    notFound(response);
  });
}

function sendConfig(response: ServerResponse, id: string): void {
  if (id === VIMEO_PRIVATE) {
    return send(
      response,
      403,
      "text/html",
      "<p>Because of its privacy settings, this video cannot be played here.</p>",
    );
  }
  if (id !== VIMEO_WITH_TRACKS && id !== VIMEO_WITHOUT_TRACKS) return notFound(response);
  const textTracks =
    id === VIMEO_WITH_TRACKS
      ? [
          { id: 1, lang: "de", kind: "subtitles", label: "Deutsch", url: `/texttrack/${id}-de.vtt` },
          { id: 2, lang: "en-US", kind: "captions", label: "English (CC)", url: `/texttrack/${id}-en.vtt?token=t0k` },
        ]
      : [];
  sendJson(response, 200, {
    request: { text_tracks: textTracks },
    video: { id: Number(id), duration: VIMEO_DURATION_SECONDS },
  });
}
