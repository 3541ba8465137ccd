import type { ReactNode } from "react";

/** A column's heading; a hidden one is read by screen readers only (an action column needs no visible title). */
type TableColumn = string | { hiddenLabel: string };

type DataTableProps<Row> = {
  /** The table's accessible name. */
  label?: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's cells, one per column, each a `<td className={tableCellClass}>`. */
  renderCells: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  emptyMessage?: string;
  /**
   * Below the `sm` width, each row becomes a card of its cells (the headings stay for screen
   * readers); each cell then labels itself with `stackedCellClass` and a `data-label`.
   */
  stacksOnPhones?: boolean;
};

export const tableCellClass = "px-4 py-3 align-top text-slate-700";

/** A cell of a table that stacks on phones: its `data-label` is shown before it there. */
export const stackedCellClass =
  "max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

const headerClass = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";

/** The owner's list tables: a heading row over one row per item. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  renderCells,
  emptyMessage,
  stacksOnPhones = false,
}: DataTableProps<Row>) {
  const stacked = (className: string) => (stacksOnPhones ? className : "");
  if (rows.length === 0 && emptyMessage !== undefined) return <p className="text-sm text-slate-600">{emptyMessage}</p>;
  // Relative, so a hidden column heading (positioned absolutely) scrolls with the table instead of widening the page.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className={`min-w-full divide-y divide-slate-200 text-sm ${stacked("max-sm:block")}`}>
        <thead className={`bg-slate-50 ${stacked("max-sm:sr-only")}`}>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={headerClass}>
                  {column}
                </th>
              ) : (
                <th key={column.hiddenLabel} scope="col" className={headerClass}>
                  <span className="sr-only">{column.hiddenLabel}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stacked("max-sm:block")}`}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={stacked("max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:px-4 max-sm:py-3")}
            >
              {renderCells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
