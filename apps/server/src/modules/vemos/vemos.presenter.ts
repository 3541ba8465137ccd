import type { VemoDetail, VemoDocument, VemoListItem, VemoVideo, VideoType, SourceStatus } from "@vemo/shared/contracts/vemos";
import type { SourceRow, VemoRow } from "./vemos.repository.ts";

const state = (source: SourceRow) => ({
  id: source.id,
  status: source.status as SourceStatus,
  error: source.error,
  error_type: source.errorType,
});

export function presentVideo(source: SourceRow): VemoVideo {
  return {
    ...state(source),
    video_url: source.url,
    type: (source.videoType ?? "file") as VideoType,
    title: source.title,
    order: source.position,
    duration: source.durationSeconds,
    caption_source: source.captionSource === "uploaded" || source.captionSource === "provider" ? source.captionSource : null,
  };
}

export function presentDocument(source: SourceRow): VemoDocument {
  return {
    ...state(source),
    document_id: source.id,
    filename: source.url,
    size: source.fileSize ?? 0,
    type: source.contentType ?? "application/pdf",
    upload_status: source.status as SourceStatus,
    created_at: source.createdAt.toISOString(),
  };
}

const ofKind = (sources: SourceRow[], kind: string) => sources.filter((source) => source.kind === kind);

export function presentListItem(vemo: VemoRow, sources: SourceRow[], shareToken: string | null): VemoListItem {
  const videos = ofKind(sources, "video");
  return {
    id: vemo.id,
    title: vemo.title,
    videos: videos.map((video) => ({ video_url: video.url, duration: video.durationSeconds })),
    video_count: videos.length,
    document_count: ofKind(sources, "document").length,
    website_count: ofKind(sources, "website").length,
    processing_count: sources.filter((source) => source.status === "pending" || source.status === "processing").length,
    failed_count: sources.filter((source) => source.status === "failed").length,
    created_at: vemo.createdAt.toISOString(),
    isDemo: vemo.isDemo,
    share_token: shareToken,
  };
}

export function presentVemo(vemo: VemoRow, sources: SourceRow[]): VemoDetail {
  return {
    id: vemo.id,
    title: vemo.title,
    description: vemo.description,
    calendly_link: vemo.calendlyLink,
    welcomeMessage: vemo.welcomeMessage,
    suggested_questions: vemo.suggestedQuestions ?? null,
    isDemo: vemo.isDemo,
    created_at: vemo.createdAt.toISOString(),
    videos: ofKind(sources, "video").map(presentVideo),
    websites: ofKind(sources, "website").map((source) => ({ ...state(source), url: source.url, title: source.title, order: source.position })),
    documents: ofKind(sources, "document").map(presentDocument),
  };
}
