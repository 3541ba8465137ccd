/// <reference types="youtube" />
import type { PlaybackListener } from "../use-video-player";
import { followPlayback, type StopFollowing } from "./follow-playback";

// YouTube's IFrame Player API (developers.google.com/youtube/iframe_api_reference): its script,
// loaded from YouTube only when a share page shows a YouTube video, follows our embed's iframe
// (enablejsapi=1). It tells state changes, not time, so a playing video's position is read on a timer.

const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";
/** How often a playing video's position and sound are read. */
const SAMPLE_MS = 500;
/** YT.PlayerState.PLAYING, before the API's script has defined YT. */
const PLAYING = 1;

type YoutubeTarget = Pick<YT.Player, "getCurrentTime" | "getDuration" | "isMuted" | "getVolume">;
export type YoutubeStateChange = { data: number; target: YoutubeTarget };

/** What the API's onStateChange events of one player say, followed; `dispose` stops reading. */
export function youtubeFollower(videoUrl: string, listener: PlaybackListener, options: { isAudible: boolean }) {
  const follower = followPlayback(videoUrl, listener, options);
  let timer: ReturnType<typeof setInterval> | undefined;
  let isFollowing = true;
  function sample(target: YoutubeTarget) {
    follower.setAudible(!target.isMuted() && target.getVolume() > 0);
    follower.at(target.getCurrentTime(), target.getDuration());
  }
  return {
    onStateChange(event: YoutubeStateChange) {
      clearInterval(timer);
      if (!isFollowing) return;
      // A seek passes through buffering (or paused): the stretch ends there.
      follower.setPlaying(event.data === PLAYING);
      if (event.data !== PLAYING) return;
      sample(event.target);
      timer = setInterval(() => sample(event.target), SAMPLE_MS);
    },
    dispose() {
      isFollowing = false;
      clearInterval(timer);
      follower.stop();
    },
  };
}

declare global {
  interface Window {
    onYouTubeIframeAPIReady?: () => void;
  }
}

let youtubeApi: Promise<typeof YT> | null = null;

/** The API's script, loaded once; it calls window.onYouTubeIframeAPIReady when YT is ready. */
function loadYoutubeApi(): Promise<typeof YT> {
  youtubeApi ??= new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(window.YT);
    };
    const script = document.createElement("script");
    script.src = YOUTUBE_API_URL;
    script.onerror = () => {
      youtubeApi = null;
      reject(new Error("The YouTube player API did not load"));
    };
    document.head.append(script);
  });
  return youtubeApi;
}

export async function followYoutube(
  frame: HTMLIFrameElement,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
): Promise<StopFollowing> {
  const api = await loadYoutubeApi();
  const follower = youtubeFollower(videoUrl, listener, options);
  new api.Player(frame, { events: { onStateChange: follower.onStateChange } });
  return follower.dispose;
}
