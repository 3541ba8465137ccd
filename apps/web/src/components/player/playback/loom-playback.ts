import type { PlaybackListener } from "../use-video-player";
import { followPlayback, type StopFollowing } from "./follow-playback";

// Loom documents no playback API for its embed: its embed SDK (@loomhq/loom-embed 1.7: oembed, linkReplace,
// textReplace, gifEmbed) and its oEmbed answer (html, duration, size, thumbnail) only write and describe the player.
// The player is followed with player.js (@gumlet/player.js), the open postMessage protocol of iframe players: play,
// pause, ended, seeked, timeupdate, and getMuted/getVolume. Whether Loom's player answers it shows only against
// loom.com; one that does not counts nothing: watch depth is never guessed (docs/decisions.md).

type TimeUpdate = { seconds: number; duration: number };
/** The part of player.js's Player this uses. */
export type PlayerjsEvents = {
  on(event: string, callback: (data?: TimeUpdate) => void): unknown;
  off(event: string): unknown;
  supports(kind: "event" | "method", name: string): boolean;
  getPaused?(): Promise<boolean>;
  getMuted?(): Promise<boolean>;
  getVolume?(): Promise<number>;
};

export function followPlayerjsEvents(
  player: PlayerjsEvents,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
): StopFollowing {
  const follower = followPlayback(videoUrl, listener, options);
  const readSound = () => {
    if (!player.supports("method", "getMuted") || !player.getMuted || !player.getVolume) return;
    void Promise.all([player.getMuted(), player.getVolume()]).then(
      ([isMuted, volume]) => follower.setAudible(!isMuted && volume > 0),
      () => undefined,
    );
  };
  player.on("ready", () => {
    player.on("play", () => {
      follower.setPlaying(true);
      readSound();
    });
    player.on("pause", () => follower.setPlaying(false));
    player.on("ended", () => follower.setPlaying(false));
    player.on("seeked", follower.seeked);
    player.on("volumeChange", readSound);
    player.on("timeupdate", (data) => {
      if (data) follower.at(data.seconds, data.duration);
    });
    // It may have started (autoplay) before player.js was listening.
    player.getPaused?.().then(
      (isPaused) => follower.wasPlaying(!isPaused),
      () => undefined,
    );
    readSound();
  });
  return () => {
    for (const event of ["ready", "play", "pause", "ended", "seeked", "volumeChange", "timeupdate"]) player.off(event);
    follower.stop();
  };
}

export async function followLoom(
  frame: HTMLIFrameElement,
  videoUrl: string,
  listener: PlaybackListener,
  options: { isAudible: boolean },
): Promise<StopFollowing> {
  const { Player } = await import("@gumlet/player.js");
  const player = new Player(frame);
  // player.js sends nothing until it has seen the iframe's load event, which came before it was made.
  player.loaded = true;
  return followPlayerjsEvents(player as PlayerjsEvents, videoUrl, listener, options);
}
