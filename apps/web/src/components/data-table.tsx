import type { ReactNode } from "react";

/** A column's heading; a hidden one is read by screen readers only (an action column needs no visible title). */
export type TableColumn = string | { hiddenLabel: string };

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
};

export const tableCellClass = "px-4 py-3 align-top text-slate-700";

const headerClass = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";

/** The owner's list tables: a heading row over one row per item. */
export function DataTable<Row>({ label, columns, rows, rowKey, renderCells, emptyMessage }: DataTableProps<Row>) {
  if (rows.length === 0 && emptyMessage !== undefined) return <p className="text-sm text-slate-600">{emptyMessage}</p>;
  // Relative, so a hidden column heading (positioned absolutely) scrolls with the table instead of widening the page.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
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
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>{renderCells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
