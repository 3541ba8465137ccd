import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { t } from "../../lib/viewer-text";

const controlButtonClass =
  "rounded-md px-2 py-1 text-xs font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white";

type FileControlsProps = {
  /** False once playing has gone on for 3 s without activity: the bar fades out. */
  isVisible: boolean;
  isPlaying: boolean;
  isMuted: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  onPlayingChange: (isPlaying: boolean) => void;
  onMutedChange: (isMuted: boolean) => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
};

/** The direct-file player's bar: play/pause, seek bar, m:ss time, mute and a 0–1 volume slider. */
export function FileControls(props: FileControlsProps) {
  const { isVisible, isPlaying, isMuted, currentTime, duration, volume } = props;
  return (
    <div
      data-visible={isVisible}
      className={`absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-x-2 gap-y-1 bg-gradient-to-t from-black/80 to-transparent px-3 pb-2 pt-6 transition-opacity duration-300 ${
        isVisible ? "opacity-100" : "pointer-events-none opacity-0"
      }`}
    >
      <button type="button" className={controlButtonClass} onClick={() => props.onPlayingChange(!isPlaying)}>
        {isPlaying ? t("player.pause") : t("player.play")}
      </button>
      <input
        type="range"
        aria-label={t("player.seek")}
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={0.1}
        value={currentTime}
        onChange={(event) => props.onSeek(Number(event.target.value))}
        // On a phone the buttons leave the bar no room, so the seek bar gets a row of its own.
        className="order-first min-w-0 basis-full accent-indigo-500 sm:order-none sm:flex-1 sm:basis-auto"
      />
      <span className="mr-auto shrink-0 text-xs tabular-nums text-white sm:mr-0">
        {formatClockTime(currentTime)} / {formatClockTime(duration)}
      </span>
      <button type="button" className={controlButtonClass} onClick={() => props.onMutedChange(!isMuted)}>
        {isMuted ? t("player.unmute") : t("player.mute")}
      </button>
      <input
        type="range"
        aria-label={t("player.volume")}
        min={0}
        max={1}
        step={0.05}
        value={isMuted ? 0 : volume}
        onChange={(event) => props.onVolume(Number(event.target.value))}
        className="w-20 shrink-0 accent-indigo-500"
      />
    </div>
  );
}
