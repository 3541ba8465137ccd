import type { ProcessingError } from "@vemo/shared/contracts/vemos";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import type { CreateVemoPayload } from "@vemo/shared/contracts/vemos";
import type { DocumentUploads, LocalDocument } from "./use-document-uploads";
import { useCreateVemo } from "./use-create-vemo";
import { useProcessContent } from "./use-process-content";
import { useUploadCaptions } from "./use-upload-captions";

type CreateFlowPhase =
  | { kind: "idle" }
  | { kind: "submitting" }
  /** The Vemo exists; `issues` are the sources that could not be processed, until the owner has read them. */
  | { kind: "created"; issues: ProcessingError[] }
  | { kind: "failed"; message: string };

export type CaptionFile = { videoUrl: string; file: File };

export type CreateVemoRequest = {
  body: CreateVemoPayload;
  companyName: string;
  captions: CaptionFile[];
  documents: readonly LocalDocument[];
};

function processingFailedMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message.replace(/\.$/, "") : "Unknown error";
  return `Content processing failed: ${reason}. The Vemo was created but content processing needs to be retried.`;
}

/** A caption file the server refused, listed with the processing issues of its video. */
function captionIssue(caption: CaptionFile, error: unknown): ProcessingError {
  return {
    type: "video",
    url: caption.videoUrl,
    error: `Caption file ${caption.file.name}: ${errorMessage(error, "Upload failed")}`,
    error_type: "caption_upload",
    protection_detected: false,
  };
}

/** Create → caption files → documents one by one → content processing, as one submit of the create form. */
export function useCreateVemoFlow(uploads: DocumentUploads) {
  const createVemo = useCreateVemo();
  const uploadCaptions = useUploadCaptions();
  const processContent = useProcessContent();
  const [phase, setPhase] = useState<CreateFlowPhase>({ kind: "idle" });

  async function uploadCaptionFiles(vemoId: string, captions: CaptionFile[]): Promise<ProcessingError[]> {
    const issues: ProcessingError[] = [];
    for (const caption of captions) {
      try {
        await uploadCaptions.mutateAsync({ vemoId, videoUrl: caption.videoUrl, file: caption.file });
      } catch (error) {
        issues.push(captionIssue(caption, error));
      }
    }
    return issues;
  }

  /** Resolves true once the Vemo exists, whatever happened to its content afterwards. */
  async function submit({ body, companyName, captions, documents }: CreateVemoRequest): Promise<boolean> {
    setPhase({ kind: "submitting" });
    let vemoId: string;
    try {
      vemoId = (await createVemo.mutateAsync(body)).id;
    } catch (error) {
      setPhase({ kind: "failed", message: errorMessage(error, "Failed to create Vemo") });
      return false;
    }
    const captionIssues = await uploadCaptionFiles(vemoId, captions);
    await uploads.uploadDocuments({ vemoId, companyName }, documents);
    const content = {
      video_urls: body.videos.map((video) => video.url),
      website_urls: body.websites.map((website) => website.url),
    };
    try {
      const result = await processContent.mutateAsync({ companyName, vemoId, content });
      setPhase({ kind: "created", issues: [...captionIssues, ...result.processing_errors] });
    } catch (error) {
      setPhase({ kind: "failed", message: processingFailedMessage(error) });
    }
    return true;
  }

  function dismiss() {
    setPhase((current) => (current.kind === "created" ? { kind: "created", issues: [] } : { kind: "idle" }));
  }

  return { phase, submit, dismiss };
}
