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
  const playing = () => follower.setPlaying(true);
  const stopped = () => follower.setPlaying(false);
  const soundChanged = () => void readSound();
  const timeUpdate = ({ seconds, duration }: { seconds: number; duration: number }) => follower.at(seconds, duration);
  player.on("play", playing);
  player.on("pause", stopped);
  player.on("ended", stopped);
  player.on("seeking", follower.seeked);
  player.on("volumechange", soundChanged);
  player.on("timeupdate", timeUpdate);
  // It may have started (autoplay) before the SDK was listening.
  player.getPaused().then(
    (isPaused) => follower.wasPlaying(!isPaused),
    () => undefined,
  );
  void readSound();
  return () => {
    // Only this follower's handlers: the SDK's one Player per iframe may serve the next follower too.
    player.off("play", playing);
    player.off("pause", stopped);
    player.off("ended", stopped);
    player.off("seeking", follower.seeked);
    player.off("volumechange", soundChanged);
    player.off("timeupdate", timeUpdate);
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
