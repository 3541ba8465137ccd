import { secondaryButtonClass } from "../../../components/button-classes";
import { visiblePages } from "../page-numbers";

type PageButtonsProps = { currentPage: number; pageCount: number; onPageChange: (page: number) => void };

const pageButtonClass =
  "min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";

/** Previous, the first, last and nearby pages (ellipses between), and Next. */
export function PageButtons({ currentPage, pageCount, onPageChange }: PageButtonsProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        disabled={currentPage === 1}
        onClick={() => onPageChange(currentPage - 1)}
        className={`${secondaryButtonClass} disabled:opacity-50`}
      >
        Previous
      </button>
      {visiblePages(currentPage, pageCount).map((item, index) =>
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
        disabled={currentPage === pageCount}
        onClick={() => onPageChange(currentPage + 1)}
        className={`${secondaryButtonClass} disabled:opacity-50`}
      >
        Next
      </button>
    </nav>
  );
}
