import type { ReactNode } from "react";

export type ChartColumn<Row> = { label: string; value: (row: Row) => ReactNode };

/**
 * A chart with its title, a one-line explanation of its figure, and the same figures as a table
 * for screen readers and anyone who would rather read (the chart itself is hidden from them, so it
 * is drawn without Recharts' keyboard layer: `accessibilityLayer={false}`).
 */
export function ChartCard<Row>({
  title,
  explanation,
  rows,
  columns,
  rowKey,
  children,
}: {
  title: string;
  explanation: string;
  rows: readonly Row[];
  columns: readonly ChartColumn<Row>[];
  rowKey: (row: Row) => string;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-xs text-slate-500">{explanation}</p>
      </figcaption>
      <div aria-hidden="true" className="mt-3 h-40">
        {children}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-xs font-medium text-indigo-700">Show as table</summary>
        <div className="mt-2 max-h-60 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className="py-1 pr-3 font-medium text-slate-600">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-slate-100">
                  {columns.map((column) => (
                    <td key={column.label} className="py-1 pr-3 text-slate-700">
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The charts' one colour set (Tailwind's indigo, amber and emerald), so every chart reads alike. */
export const CHART_COLORS = { primary: "#4f46e5", accent: "#d97706", good: "#059669", grid: "#e2e8f0" } as const;
