import {
  VIDEO_TYPES,
  type ContentCountsResponse,
  type ProcessContentResponse,
  type ProcessingError,
  type VemoDetail,
  type VemoDocument,
  type VemoListItem,
  type VemoVideo,
} from "@vemo/shared/contracts/vemos";
import { presentSharedBy } from "../team/team.presenter.ts";
import type { ListedVemoRow, SourceRow, VemoRow } from "./vemos.repository.ts";

const state = (source: SourceRow) => ({
  id: source.id,
  status: source.status,
  error: source.error,
  error_type: source.errorType,
});

export function presentVideo(source: SourceRow): VemoVideo {
  return {
    ...state(source),
    video_url: source.url,
    // Rows store the link's VideoKind; a kind the player does not know plays as a plain file.
    type: VIDEO_TYPES.find((type) => type === source.videoType) ?? "file",
    title: source.title,
    order: source.position,
    duration: source.durationSeconds,
    caption_source:
      source.captionSource === "uploaded" || source.captionSource === "provider" ? source.captionSource : null,
  };
}

export function presentDocument(source: SourceRow): VemoDocument {
  return {
    ...state(source),
    document_id: source.id,
    filename: source.url,
    size: source.fileSize ?? 0,
    type: source.contentType ?? "application/pdf",
    upload_status: source.status,
    created_at: source.createdAt.toISOString(),
  };
}

const ofKind = (sources: SourceRow[], kind: SourceRow["kind"]) => sources.filter((source) => source.kind === kind);

export function presentListItem(vemo: ListedVemoRow, sources: SourceRow[], shareToken: string | null): VemoListItem {
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
    shared_by: presentSharedBy(vemo),
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
    lead_capture: vemo.leadCapture,
    language: vemo.language,
    isDemo: vemo.isDemo,
    created_at: vemo.createdAt.toISOString(),
    videos: ofKind(sources, "video").map(presentVideo),
    websites: ofKind(sources, "website").map((source) => ({
      ...state(source),
      url: source.url,
      title: source.title,
      order: source.position,
    })),
    documents: ofKind(sources, "document").map(presentDocument),
  };
}

export function presentContentCounts(sources: SourceRow[], chunkCount: number): ContentCountsResponse["data"] {
  return {
    video_count: ofKind(sources, "video").length,
    document_count: ofKind(sources, "document").length,
    website_count: ofKind(sources, "website").length,
    chunk_count: chunkCount,
  };
}

/** process-content's report in the spec's shape: `success` is false when any source failed. */
export function presentProcessContent(sources: SourceRow[], totalChunks: number): ProcessContentResponse {
  const failed = sources.filter((source) => source.status === "failed");
  const processingErrors: ProcessingError[] = failed.map((source) => ({
    type: source.kind,
    url: source.url,
    error: source.error ?? "Processing failed",
    error_type: source.errorType ?? "fetch_failed",
    protection_detected: source.protectionDetected,
  }));
  const settled = sources
    .filter((source) => source.status === "ready" || source.status === "failed")
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  const countReady = (kind: SourceRow["kind"]) =>
    sources.filter((source) => source.kind === kind && source.status === "ready").length;
  return {
    success: processingErrors.length === 0,
    processing_errors: processingErrors,
    has_anti_bot_protection: failed.some((source) => source.protectionDetected),
    videos_processed: countReady("video"),
    website_processed: countReady("website"),
    total_chunks: totalChunks,
    processing_order: settled.map((source) => `${source.kind}: ${source.url}`),
  };
}
