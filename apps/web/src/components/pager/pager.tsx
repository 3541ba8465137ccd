import type { ReactNode } from "react";
import { secondaryButtonClass } from "../button-classes";
import type { PageItem } from "./page-numbers";

type PagerProps = {
  currentPage: number;
  pageCount: number;
  /** Which page buttons to show, from visiblePages or visiblePageNumbers. */
  pages: readonly PageItem[];
  onPageChange: (page: number) => void;
  /** A line about what is shown, read as part of the pagination. */
  summary?: ReactNode;
};

const pageButtonClass =
  "min-w-9 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";

/** Previous, the given page buttons (an ellipsis for each "ellipsis" item), and Next. */
export function Pager({ currentPage, pageCount, pages, onPageChange, summary }: PagerProps) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-4">
      {summary && <p className="text-sm text-slate-600">{summary}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={currentPage <= 1}
          onClick={() => onPageChange(currentPage - 1)}
          className={`${secondaryButtonClass} disabled:opacity-50`}
        >
          Previous
        </button>
        {pages.map((item, index) =>
          item === "ellipsis" ? (
            <span key={`ellipsis-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              aria-label={`Page ${item}`}
              aria-current={item === currentPage ? "page" : undefined}
              onClick={() => onPageChange(item)}
              className={`${pageButtonClass} ${item === currentPage ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          disabled={currentPage >= pageCount}
          onClick={() => onPageChange(currentPage + 1)}
          className={`${secondaryButtonClass} disabled:opacity-50`}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
