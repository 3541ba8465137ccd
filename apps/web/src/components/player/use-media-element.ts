import { useEffect, useState } from "react";
import type { RefObject } from "react";

/** How long after a seek the position is checked, and the seek repeated if the browser dropped it. */
const SEEK_RETRY_MS = 200;
/** Controls of a playing video fade out after this long without pointer or keyboard activity. */
const CONTROLS_HIDE_MS = 3000;

const SEEK_TOLERANCE_S = 1;

/** Moves to `start` once the metadata is loaded, and once more after 200 ms if the first seek did not hold. */
export function useSeekOnLoad(videoRef: RefObject<HTMLVideoElement | null>, start: number): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || start <= 0) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    function seek() {
      if (!video) return;
      video.currentTime = start;
      retry = setTimeout(() => {
        if (Math.abs(video.currentTime - start) > SEEK_TOLERANCE_S) video.currentTime = start;
      }, SEEK_RETRY_MS);
    }
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
    else video.addEventListener("loadedmetadata", seek, { once: true });
    return () => {
      clearTimeout(retry);
      video.removeEventListener("loadedmetadata", seek);
    };
  }, [videoRef, start]);
}

type PlaybackOptions = {
  isPlaying: boolean;
  isMuted: boolean;
  volume: number;
  onPlayingChange: (isPlaying: boolean) => void;
  onMutedChange: (isMuted: boolean) => void;
};

/**
 * Keeps the element playing, paused, muted and at the volume the viewer chose. A browser refuses
 * sound before the viewer has interacted with the page, so a refused play is retried muted.
 */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>, options: PlaybackOptions): void {
  const { isPlaying, isMuted, volume, onPlayingChange, onMutedChange } = options;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = isMuted;
    video.volume = volume;
  }, [videoRef, isMuted, volume]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!isPlaying) {
      video.pause();
      return;
    }
    video.play().catch((error: unknown) => {
      const isRefused = error instanceof DOMException && error.name === "NotAllowedError";
      if (!isRefused) return;
      if (video.muted) {
        onPlayingChange(false);
        return;
      }
      video.muted = true;
      onMutedChange(true);
      video.play().catch(() => onPlayingChange(false));
    });
  }, [videoRef, isPlaying, onPlayingChange, onMutedChange]);
}

/** Whether the controls show: always while paused; while playing, until 3 s pass without activity. */
export function useControlsFade(isPlaying: boolean) {
  const [isIdle, setIsIdle] = useState(false);
  const [activity, setActivity] = useState(0);

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => setIsIdle(true), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, activity]);

  function handleActivity() {
    setIsIdle(false);
    setActivity((count) => count + 1);
  }

  return { areControlsVisible: !isPlaying || !isIdle, handleActivity };
}
