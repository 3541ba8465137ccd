import type { PlaybackListener } from "../use-video-player";

/**
 * An embedded player's state as its events tell it, turned into the watch log's calls under the file
 * player's rules: seconds count only while it plays with sound (the log itself drops a hidden tab's),
 * and a seek ends the stretch, so the next position starts a new one.
 */
export function followPlayback(videoUrl: string, listener: PlaybackListener, options: { isAudible: boolean }) {
  let isPlaying = false;
  let hasToldPlaying = false;
  let isAudible = options.isAudible;
  const stop = () => listener.stopped();
  return {
    setPlaying(value: boolean) {
      hasToldPlaying = true;
      isPlaying = value;
      if (!value) stop();
    },
    /** What the player answered when asked on connecting (it may be autoplaying): play and pause events since win. */
    wasPlaying(value: boolean) {
      if (!hasToldPlaying) isPlaying = value;
    },
    setAudible(value: boolean) {
      isAudible = value;
      if (!value) stop();
    },
    seeked: stop,
    /** The player is at `position` of a video `duration` seconds long. */
    at(position: number, duration: number) {
      if (isPlaying && isAudible) listener.played(videoUrl, position, duration);
      else stop();
    },
    stop,
  };
}

/** Stops following the player. */
export type StopFollowing = () => void;
