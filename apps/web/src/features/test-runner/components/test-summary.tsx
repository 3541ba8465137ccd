import { formatDecimal } from "../test-results";
import type { TestSummary as Summary } from "../test-results";

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function TestSummary({ summary }: { summary: Summary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard label="Total Tests" value={String(summary.total)} />
      <SummaryCard label="Passed" value={String(summary.passed)} />
      <SummaryCard label="Pass Rate" value={`${formatDecimal(summary.passRate)}%`} />
      <SummaryCard label="Avg Error" value={`${formatDecimal(summary.averageError)}s`} />
    </dl>
  );
}
