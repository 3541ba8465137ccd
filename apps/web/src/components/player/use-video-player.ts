import { isSameVideo } from "@vemo/shared/rules/video-links";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long playing stays off when an answer moves the player, before the player is re-created. */
const JUMP_DELAY_MS = 200;

export type PlayerVideo = { video_url: string; title?: string };

/**
 * Told the position while a video plays audibly, and when it stops counting (paused, muted, seeking,
 * ended, gone): how the share page measures watch depth.
 */
export type PlaybackListener = {
  played: (videoUrl: string, position: number, duration: number) => void;
  stopped: () => void;
};

/** Where an answer sends the player: a video (null: the current one) and a second in it. */
export type JumpTarget = { videoUrl: string | null; start: number };

type PlayerState = {
  index: number;
  start: number;
  isPlaying: boolean;
  isMuted: boolean;
  /** Bumped to re-create the player, which is how a jump seeks embedded players. */
  generation: number;
  isBadgeVisible: boolean;
};

const INITIAL_STATE: PlayerState = {
  index: 0,
  start: 0,
  isPlaying: false,
  isMuted: false,
  generation: 0,
  isBadgeVisible: false,
};

export type VideoPlayerControls = PlayerState & {
  select: (index: number) => void;
  jumpTo: (target: JumpTarget) => void;
  /** A click on the video area: sound on, and play. */
  activate: () => void;
  setPlaying: (isPlaying: boolean) => void;
  setMuted: (isMuted: boolean) => void;
  dismissBadge: () => void;
};

/** Which of `videos` plays, from where, and the jump sequence an answer starts. */
export function useVideoPlayer(videos: readonly PlayerVideo[]): VideoPlayerControls {
  const [state, setState] = useState(INITIAL_STATE);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const select = useCallback((index: number) => {
    clearTimeout(resumeTimer.current);
    setState((current) => ({ ...current, index, start: 0, isBadgeVisible: false, generation: current.generation + 1 }));
  }, []);

  const jumpTo = useCallback(
    ({ videoUrl, start }: JumpTarget) => {
      const match = videoUrl ? videos.findIndex((video) => isSameVideo(video.video_url, videoUrl)) : -1;
      // An answer that names no video of this Vemo and no moment leaves the player alone.
      if (match < 0 && start <= 0) return;
      setState((current) => ({
        ...current,
        index: match >= 0 ? match : current.index,
        start,
        isPlaying: false,
        isBadgeVisible: start > 0,
      }));
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => {
        setState((current) => ({ ...current, isPlaying: true, generation: current.generation + 1 }));
      }, JUMP_DELAY_MS);
    },
    [videos],
  );

  const activate = useCallback(() => setState((current) => ({ ...current, isMuted: false, isPlaying: true })), []);
  const setPlaying = useCallback((isPlaying: boolean) => setState((current) => ({ ...current, isPlaying })), []);
  const setMuted = useCallback((isMuted: boolean) => setState((current) => ({ ...current, isMuted })), []);
  const dismissBadge = useCallback(() => setState((current) => ({ ...current, isBadgeVisible: false })), []);

  return { ...state, select, jumpTo, activate, setPlaying, setMuted, dismissBadge };
}
