import type { SourceStatus } from "@vemo/shared/contracts/vemos";

const STATUS_LABELS: Record<SourceStatus, string> = {
  pending: "Queued",
  processing: "Processing...",
  ready: "Ready",
  failed: "Failed",
};

const STATUS_CLASSES: Record<SourceStatus, string> = {
  pending: "bg-slate-100 text-slate-700",
  processing: "bg-amber-100 text-amber-800",
  ready: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-700",
};

/** How far the server got with one video, website or document. */
export function SourceStatusBadge({ status }: { status: SourceStatus }) {
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
