import type Player from "@vimeo/player";
import type { PlaybackListener } from "../use-video-player";
import { followPlayback, type StopFollowing } from "./follow-playback";

// Vimeo's Player SDK (@vimeo/player, developer.vimeo.com/player/sdk): it speaks to our embed's
// iframe by postMessage and tells play, pause, ended, seeking, volumechange and timeupdate.

/** The part of the SDK's Player this uses. */
export type VimeoEvents = Pick<Player, "on" | "off" | "getPaused" | "getMuted" | "getVolume">;

export function followVimeoEvents(
  player: VimeoEvents,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
): StopFollowing {
  const follower = followPlayback(videoUrl, listener, options);
  const readSound = () =>
    Promise.all([player.getMuted(), player.getVolume()]).then(
      ([isMuted, volume]) => follower.setAudible(!isMuted && volume > 0),
      () => undefined,
    );
  player.on("play", () => follower.setPlaying(true));
  player.on("pause", () => follower.setPlaying(false));
  player.on("ended", () => follower.setPlaying(false));
  player.on("seeking", follower.seeked);
  player.on("volumechange", () => void readSound());
  player.on("timeupdate", ({ seconds, duration }) => follower.at(seconds, duration));
  // It may have started (autoplay) before the SDK was listening.
  player.getPaused().then(
    (isPaused) => follower.wasPlaying(!isPaused),
    () => undefined,
  );
  void readSound();
  return () => {
    for (const event of ["play", "pause", "ended", "seeking", "volumechange", "timeupdate"] as const) player.off(event);
    follower.stop();
  };
}

export async function followVimeo(
  frame: HTMLIFrameElement,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
): Promise<StopFollowing> {
  const { default: VimeoPlayer } = await import("@vimeo/player");
  // The SDK keeps one Player per iframe: a new address of the same iframe is followed by the same one.
  return followVimeoEvents(new VimeoPlayer(frame), videoUrl, listener, options);
}
