import { secondaryButtonClass } from "../../../components/button-classes";
import { visiblePageNumbers } from "../page-numbers";

type PaginationProps = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

const pageButtonClass =
  "min-w-9 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const firstShown = (page - 1) * pageSize + 1;
  const lastShown = Math.min(page * pageSize, total);

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-slate-600">
        Showing {firstShown} to {lastShown} of {total} results
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          className={`${secondaryButtonClass} disabled:opacity-50`}
        >
          Previous
        </button>
        {visiblePageNumbers(page, pageCount).map((number) => (
          <button
            key={number}
            type="button"
            aria-label={`Page ${number}`}
            aria-current={number === page ? "page" : undefined}
            onClick={() => onPageChange(number)}
            className={`${pageButtonClass} ${number === page ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          className={`${secondaryButtonClass} disabled:opacity-50`}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
