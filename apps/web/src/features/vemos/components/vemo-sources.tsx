import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { formatFileSize } from "@vemo/shared/rules/vemo-form";
import { useState } from "react";
import { SourceStatusBadge } from "./source-status-badge";

const COPY_FAILED_MESSAGE = "Failed to copy link. Please copy manually.";

const listClass = "divide-y divide-slate-100 rounded-xl border border-slate-200";

function SourceError({ error }: { error: string | null }) {
  return error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null;
}

/** Every video link with a copy button, and its processing state. */
export function VideoLinks({ videos }: { videos: VemoDetail["videos"] }) {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [copyError, setCopyError] = useState<string | null>(null);

  async function handleCopy(videoId: string, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedId(videoId);
      setCopyError(null);
    } catch {
      setCopiedId(null);
      setCopyError(COPY_FAILED_MESSAGE);
    }
  }

  if (videos.length === 0) return <p className="text-sm text-slate-600">No videos.</p>;
  return (
    <div className="space-y-3">
      {copyError && (
        <p role="alert" className="text-sm text-red-600">
          {copyError}
        </p>
      )}
      <ul aria-label="Video links" className={listClass}>
        {videos.map((video, index) => (
          <li key={video.id} className="px-4 py-3">
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={video.video_url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 text-sm break-all text-indigo-600 hover:underline"
              >
                {video.video_url}
              </a>
              <SourceStatusBadge status={video.status} />
              <button
                type="button"
                aria-label={`Copy link of video ${index + 1}`}
                onClick={() => void handleCopy(video.id, video.video_url)}
                className="rounded-md border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {copiedId === video.id ? "Copied" : "Copy"}
              </button>
            </div>
            {video.status === "failed" && <SourceError error={video.error} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WebsiteList({ websites }: { websites: VemoDetail["websites"] }) {
  if (websites.length === 0) return <p className="text-sm text-slate-600">No websites.</p>;
  return (
    <ul aria-label="Websites" className={listClass}>
      {websites.map((website) => (
        <li key={website.id} className="px-4 py-3">
          <div className="flex items-center gap-3">
            <span className="min-w-0 flex-1 text-sm break-all text-slate-900">{website.url}</span>
            <SourceStatusBadge status={website.status} />
          </div>
          {website.status === "failed" && <SourceError error={website.error} />}
        </li>
      ))}
    </ul>
  );
}

export function DocumentList({ documents }: { documents: VemoDetail["documents"] }) {
  if (documents.length === 0) return <p className="text-sm text-slate-600">No documents.</p>;
  return (
    <ul aria-label="Documents" className={listClass}>
      {documents.map((document) => (
        <li key={document.id} className="px-4 py-3">
          <div className="flex items-center gap-3">
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{document.filename}</span>
            <span className="text-xs text-slate-500">{formatFileSize(document.size)}</span>
            <SourceStatusBadge status={document.status} />
          </div>
          {document.status === "failed" && <SourceError error={document.error} />}
        </li>
      ))}
    </ul>
  );
}
