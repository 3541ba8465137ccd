import { useEffect, useRef, useState } from "react";
import type { SyntheticEvent } from "react";
import type { PlaybackListener } from "./use-video-player";
import { t } from "../../lib/viewer-text";
import { FileControls } from "./file-controls";
import { useControlsFade, usePlayback, useSeekOnLoad } from "./use-media-element";

type FilePlayerProps = {
  src: string;
  title: string;
  /** Where playback starts, in seconds; the player is re-created for every jump. */
  start: number;
  isPlaying: boolean;
  isMuted: boolean;
  onPlayingChange: (isPlaying: boolean) => void;
  onMutedChange: (isMuted: boolean) => void;
  onPlayback?: PlaybackListener;
};

/** A direct video file with our own controls: seek bar, play/pause, time, mute and volume. */
export function FilePlayer({
  src,
  title,
  start,
  isPlaying,
  isMuted,
  onPlayingChange,
  onMutedChange,
  onPlayback,
}: FilePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [currentTime, setCurrentTime] = useState(start);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const { areControlsVisible, handleActivity } = useControlsFade(isPlaying);
  useSeekOnLoad(videoRef, start);
  usePlayback(videoRef, { isPlaying, isMuted, volume, onPlayingChange, onMutedChange });
  useEffect(() => () => onPlayback?.stopped(), [onPlayback]);

  function handleTimeUpdate(event: SyntheticEvent<HTMLVideoElement>) {
    const video = event.currentTarget;
    setCurrentTime(video.currentTime);
    // Muted autoplay is not watching.
    if (!video.paused && !video.muted && video.volume > 0) onPlayback?.played(src, video.currentTime, video.duration);
    else onPlayback?.stopped();
  }

  function handleSeek(seconds: number) {
    if (videoRef.current) videoRef.current.currentTime = seconds;
    setCurrentTime(seconds);
  }

  function handleVolume(value: number) {
    setVolume(value);
    if (value > 0 && isMuted) onMutedChange(false);
  }

  function handlePlay() {
    handleActivity();
    onPlayingChange(true);
  }

  return (
    <div className="absolute inset-0" onPointerMove={handleActivity} onFocusCapture={handleActivity}>
      <video
        ref={videoRef}
        src={src}
        aria-label={title}
        data-testid="vemo-video"
        playsInline
        preload="metadata"
        className="h-full w-full object-contain"
        onPlay={handlePlay}
        onPause={() => {
          onPlayback?.stopped();
          onPlayingChange(false);
        }}
        onSeeking={() => onPlayback?.stopped()}
        onEnded={() => onPlayback?.stopped()}
        onTimeUpdate={handleTimeUpdate}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
      />
      {isMuted && (
        <p className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-black/70 px-4 py-2 text-sm font-medium text-white">
          {t("player.enableAudio")}
        </p>
      )}
      <FileControls
        isVisible={areControlsVisible}
        isPlaying={isPlaying}
        isMuted={isMuted}
        currentTime={currentTime}
        duration={duration}
        volume={volume}
        onPlayingChange={onPlayingChange}
        onMutedChange={onMutedChange}
        onSeek={handleSeek}
        onVolume={handleVolume}
      />
    </div>
  );
}
