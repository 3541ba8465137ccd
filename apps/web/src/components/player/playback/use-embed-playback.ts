import { videoKind } from "@vemo/shared/rules/video-links";
import { useLayoutEffect, type RefObject } from "react";
import type { PlaybackListener } from "../use-video-player";
import type { StopFollowing } from "./follow-playback";

/** Follows the host player in `frame`, which has loaded. */
type Follow = (
  frame: HTMLIFrameElement,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
) => Promise<StopFollowing>;

/** Each host's adapter, in its own chunk: the share page loads only the one its video needs. */
const FOLLOWERS: Partial<Record<ReturnType<typeof videoKind>, () => Promise<Follow>>> = {
  youtube: () => import("./youtube-playback").then((module) => module.followYoutube),
  vimeo: () => import("./vimeo-playback").then((module) => module.followVimeo),
  loom: () => import("./loom-playback").then((module) => module.followLoom),
};

/**
 * Tells `listener` what the embedded host player in `frame` plays, through the host's player API,
 * from each load of `src` (a new address is a new player); nothing without a listener.
 */
export function useEmbedPlayback(
  frame: RefObject<HTMLIFrameElement | null>,
  options: { videoUrl: string; src: string; isMuted: boolean; listener?: PlaybackListener },
): void {
  const { videoUrl, src, isMuted, listener } = options;
  // A layout effect: its load listener is in place before the new address can have loaded.
  useLayoutEffect(() => {
    const element = frame.current;
    const load = FOLLOWERS[videoKind(videoUrl)];
    if (!listener || !element || !load) return;
    let stop: StopFollowing | null = null;
    let isCurrent = true;
    // Each adapter starts on a loaded player: the host's page has its API listening by then.
    let onLoad = () => {};
    const loaded = new Promise<void>((resolve) => (onLoad = resolve));
    element.addEventListener("load", onLoad, { once: true });
    Promise.all([load(), loaded])
      .then(([follow]) => follow(element, videoUrl, listener, { isAudible: !isMuted }))
      .then(
        (stopFollowing) => {
          if (isCurrent) stop = stopFollowing;
          else stopFollowing();
        },
        // A host API that does not load counts nothing; the video still plays.
        () => undefined,
      );
    return () => {
      isCurrent = false;
      element.removeEventListener("load", onLoad);
      stop?.();
    };
    // isMuted is part of src: the player is followed afresh when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, videoUrl, src, listener]);
}
