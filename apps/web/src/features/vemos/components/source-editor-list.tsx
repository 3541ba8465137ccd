import type { SourceKind, VemoDetail, VemoVideo } from "@vemo/shared/contracts/vemos";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Notice } from "../../../components/notice";
import { errorMessage } from "../../../lib/api-client";
import { useUploadCaptions } from "../hooks/use-upload-captions";
import { useRemoveSource, useRetrySource } from "../hooks/use-vemo-editing";
import { failureAdvice } from "./source-advice";
import { SourceStatusBadge } from "./source-status-badge";

type EditableSource = VemoDetail["videos"][number] | VemoDetail["websites"][number] | VemoDetail["documents"][number];
type SourceItem = {
  kind: SourceKind;
  source: EditableSource;
  name: string;
  captionSource: VemoVideo["caption_source"];
};

const KIND_LABELS: Record<SourceKind, string> = { video: "Video", website: "Website", document: "Document" };
const actionClass =
  "rounded-md border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50";

function itemsOf(vemo: VemoDetail): SourceItem[] {
  return [
    ...vemo.videos.map((video) => ({
      kind: "video" as const,
      source: video,
      name: video.video_url,
      captionSource: video.caption_source,
    })),
    ...vemo.websites.map((website) => ({
      kind: "website" as const,
      source: website,
      name: website.url,
      captionSource: null,
    })),
    ...vemo.documents.map((document) => ({
      kind: "document" as const,
      source: document,
      name: document.filename,
      captionSource: null,
    })),
  ];
}

/** Uploads a .vtt/.srt file for one video as soon as it is chosen; it replaces the host's captions. */
function CaptionUpload({ vemoId, item }: { vemoId: string; item: SourceItem }) {
  const id = useId();
  const upload = useUploadCaptions();
  const label = item.captionSource === "uploaded" ? "Replace caption file" : "Upload caption file";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className={`${actionClass} cursor-pointer`}>
        {upload.isPending ? "Uploading..." : label}
      </label>
      <input
        id={id}
        type="file"
        accept=".vtt,.srt"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) upload.mutate({ vemoId, videoUrl: item.name, file });
        }}
      />
      {upload.isError && (
        <p className="w-full text-sm text-red-600">{errorMessage(upload.error, "Failed to upload the caption file")}</p>
      )}
    </div>
  );
}

/** Every source of the Vemo with its live state, and what the owner can do with each. */
export function SourceEditorList({ vemo }: { vemo: VemoDetail }) {
  const remove = useRemoveSource();
  const retry = useRetrySource();
  const [removing, setRemoving] = useState<SourceItem | null>(null);
  const items = itemsOf(vemo);

  function handleConfirmRemove() {
    if (!removing) return;
    remove.mutate({ vemoId: vemo.id, sourceId: removing.source.id }, { onSettled: () => setRemoving(null) });
  }

  if (items.length === 0)
    return <p className="text-sm text-slate-600">No sources yet. Add a video, a website or a PDF below.</p>;
  return (
    <div className="space-y-3">
      {(remove.isError || retry.isError) && (
        <Notice tone="error">
          {errorMessage(remove.error ?? retry.error, "Something went wrong. Please try again.")}
        </Notice>
      )}
      <ul aria-label="Sources" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {items.map((item) => (
          <li
            key={item.source.id}
            aria-label={`${KIND_LABELS[item.kind]} ${item.name}`}
            className="space-y-2 px-4 py-3"
          >
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {KIND_LABELS[item.kind]}
              </span>
              <span className="min-w-0 flex-1 text-sm break-all text-slate-900">{item.name}</span>
              <SourceStatusBadge status={item.source.status} />
            </div>
            {item.source.status === "failed" && (
              <div className="text-sm">
                <p className="text-red-600">{item.source.error ?? "Processing failed"}</p>
                <p className="mt-1 text-slate-700">{failureAdvice(item.kind, item.source.error_type)}</p>
              </div>
            )}
            <div className="flex flex-wrap items-center gap-2">
              {item.kind === "video" && <CaptionUpload vemoId={vemo.id} item={item} />}
              {item.source.status === "failed" && (
                <button
                  type="button"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ vemoId: vemo.id, sourceId: item.source.id })}
                  className={actionClass}
                >
                  Retry
                </button>
              )}
              <button type="button" onClick={() => setRemoving(item)} className={actionClass}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={`Remove this ${KIND_LABELS[removing.kind].toLowerCase()}?`}
          message={`${removing.name} and everything learned from it will be removed from this Vemo. Answers will no longer use it.`}
          confirmLabel={remove.isPending ? "Removing..." : "Remove"}
          isBusy={remove.isPending}
          onConfirm={handleConfirmRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
