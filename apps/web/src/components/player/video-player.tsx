import { httpLink } from "@vemo/shared/rules/answer-text";
import { videoKind } from "@vemo/shared/rules/video-links";
import type { VideoKind } from "@vemo/shared/rules/video-links";
import { useRef, type MouseEvent } from "react";
import { embedUrl } from "./embed-url";
import { useEmbedPlayback } from "./playback/use-embed-playback";
import { FilePlayer } from "./file-player";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { t } from "../../lib/viewer-text";
import type { PlaybackListener, PlayerVideo, VideoPlayerControls } from "./use-video-player";

const KIND_LABELS: Record<VideoKind, string> = {
  youtube: "YouTube",
  loom: "Loom",
  vimeo: "Vimeo",
  file: "Video file",
  unknown: "Link",
};

const overlayButtonClass =
  "rounded-md bg-black/60 px-2 py-1 text-xs font-medium text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white";

type VideoPlayerProps = {
  videos: readonly PlayerVideo[];
  player: VideoPlayerControls;
  /** The video's kind ("YouTube", "Video file"…) over it: useful to the owner, noise to a prospect. */
  showsKind?: boolean;
  /** On wide screens, grow the video as large as its parent's height allows (the parent must have a height). */
  fillsHeight?: boolean;
  /** Told what plays (the share page's watch depth). */
  onPlayback?: PlaybackListener;
};

/** One video in the video area, told to `onPlayback` as it plays. */
type MediaProps = { video: PlayerVideo; player: VideoPlayerControls; onPlayback?: PlaybackListener };

function EmbedFrame({ video, player, onPlayback }: MediaProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = embedUrl(video.video_url, {
    start: player.start,
    autoplay: player.isPlaying,
    muted: player.isMuted,
    // The host's player API answers only pages that asked for it (watch depth).
    apiOrigin: onPlayback ? window.location.origin : undefined,
  });
  useEmbedPlayback(frame, { videoUrl: video.video_url, src: src ?? "", isMuted: player.isMuted, listener: onPlayback });
  if (!src) return <VideoLink url={video.video_url} />;
  return (
    <>
      <iframe
        ref={frame}
        src={src}
        title={video.title ?? t("player.video")}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        // The hosts refuse to play embeds that arrive without a referrer.
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
      {/* The host's page swallows clicks, so until the first one a cover catches it to start with sound. */}
      {!player.isPlaying && (
        <button
          type="button"
          aria-label={t("player.playVideo")}
          className="absolute inset-0 cursor-pointer"
          onClick={player.activate}
        />
      )}
    </>
  );
}

function VideoLink({ url }: { url: string }) {
  const href = httpLink(url);
  return (
    <div className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-white">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="break-all underline">
          {t("player.openInTab")}
        </a>
      ) : (
        <p>{t("player.cannotPlay")}</p>
      )}
    </div>
  );
}

function VideoMedia({ video, player, onPlayback }: MediaProps) {
  const kind = videoKind(video.video_url);
  if (kind === "file") {
    return (
      <FilePlayer
        src={video.video_url}
        title={video.title ?? t("player.video")}
        start={player.start}
        isPlaying={player.isPlaying}
        isMuted={player.isMuted}
        onPlayingChange={player.setPlaying}
        onMutedChange={player.setMuted}
        onPlayback={onPlayback}
      />
    );
  }
  if (kind === "unknown") return <VideoLink url={video.video_url} />;
  return <EmbedFrame video={video} player={player} onPlayback={onPlayback} />;
}

function SeekBadge({ kind, start, onDismiss }: { kind: VideoKind; start: number; onDismiss: () => void }) {
  const label = kind === "loom" ? t("player.seekTo") : t("player.jumpTo");
  return (
    <div
      role="status"
      className="absolute right-3 top-3 flex items-center gap-2 rounded-full bg-indigo-600 py-1 pl-3 pr-1 text-xs font-semibold text-white shadow"
    >
      <span>
        {label} {formatClockTime(start)}
      </span>
      <button
        type="button"
        aria-label={t("player.dismiss")}
        onClick={onDismiss}
        className="rounded-full px-2 py-0.5 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        ×
      </button>
    </div>
  );
}

function VideoNavigation({
  index,
  count,
  onSelect,
}: {
  index: number;
  count: number;
  onSelect: (index: number) => void;
}) {
  const buttonClass =
    "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav aria-label={t("player.videos")} className="flex items-center justify-between gap-3">
      <button type="button" className={buttonClass} disabled={index === 0} onClick={() => onSelect(index - 1)}>
        {t("player.previous")}
      </button>
      <p className="text-sm font-medium text-slate-700">{t("player.position", { index: index + 1, count })}</p>
      <button type="button" className={buttonClass} disabled={index === count - 1} onClick={() => onSelect(index + 1)}>
        {t("player.next")}
      </button>
    </nav>
  );
}

/** The video area: the current video by kind, its label, sound, the seek badge and the video list. */
export function VideoPlayer({ videos, player, showsKind = true, fillsHeight = false, onPlayback }: VideoPlayerProps) {
  if (videos.length === 0) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-100 p-6 text-center text-sm text-slate-600">
        {t("player.noVideos")}
      </div>
    );
  }
  const index = Math.min(player.index, videos.length - 1);
  const video = videos[index] as PlayerVideo;
  const kind = videoKind(video.video_url);
  const hasAudioToggle = kind === "youtube" || kind === "loom" || kind === "vimeo";

  function handleAreaClick(event: MouseEvent<HTMLDivElement>) {
    // The controls do their own thing; anywhere else a click turns the sound on and plays.
    if (event.target instanceof Element && event.target.closest("button, input, a")) return;
    player.activate();
  }

  return (
    <section aria-label={t("player.region")} className={`flex flex-col gap-3 ${fillsHeight ? "lg:h-full" : ""}`}>
      {/* A size container: the 16:9 box takes the largest width whose height still fits it. */}
      <div className={fillsHeight ? "lg:min-h-0 lg:flex-1 lg:[container-type:size]" : undefined}>
        <div
          className={`relative mx-auto aspect-video w-full overflow-hidden rounded-xl bg-black ${fillsHeight ? "lg:w-[min(100cqw,calc(100cqh*16/9))]" : ""}`}
          onClick={handleAreaClick}
        >
          <VideoMedia key={`${index}:${player.generation}`} video={video} player={player} onPlayback={onPlayback} />
          <div className="absolute left-3 top-3 flex items-center gap-2">
            {showsKind && (
              <span className="rounded-md bg-black/60 px-2 py-1 text-xs font-medium text-white">
                {KIND_LABELS[kind]}
              </span>
            )}
            {hasAudioToggle && (
              <button type="button" className={overlayButtonClass} onClick={() => player.setMuted(!player.isMuted)}>
                {player.isMuted ? t("player.unmute") : t("player.mute")}
              </button>
            )}
          </div>
          {player.isBadgeVisible && player.start > 0 && (
            <SeekBadge kind={kind} start={player.start} onDismiss={player.dismissBadge} />
          )}
        </div>
      </div>
      {videos.length > 1 && <VideoNavigation index={index} count={videos.length} onSelect={player.select} />}
    </section>
  );
}
