import type { RefObject } from "react";
import { ContentCounts } from "./content-counts";

type PreviewHeaderProps = {
  titleId: string;
  title: string;
  counts: { isLoading: boolean; videos?: number; documents?: number; websites?: number };
  isBookingMeeting: boolean;
  onBookMeeting: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

export function PreviewHeader({
  titleId,
  title,
  counts,
  isBookingMeeting,
  onBookMeeting,
  closeRef,
  onClose,
}: PreviewHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <h2 id={titleId} className="truncate text-lg font-semibold text-slate-900">
          {title || "Vemo Preview"}
        </h2>
        <ContentCounts {...counts} />
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={isBookingMeeting}
          aria-busy={isBookingMeeting}
          onClick={onBookMeeting}
          className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          Book Meeting
        </button>
        <button
          ref={closeRef}
          type="button"
          aria-label="Close preview"
          onClick={onClose}
          className="rounded-lg px-3 py-1.5 text-xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          ×
        </button>
      </div>
    </header>
  );
}
