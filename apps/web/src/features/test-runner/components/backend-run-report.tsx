import { useId } from "react";
import type { BackendRun } from "../hooks/use-test-run";
import { summarizeResults } from "../test-results";
import { ResultsTable } from "./results-table";
import { TestSummary } from "./test-summary";

/** The results of one backend: its summary cards, then one row per test. */
export function BackendRunReport({ run }: { run: BackendRun }) {
  const headingId = useId();
  const title = `${run.backend.name} (${run.backend.description})`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Results: {title}
      </h2>
      <TestSummary summary={summarizeResults(run.results)} />
      <ResultsTable caption={`Test results for ${title}`} results={run.results} />
    </section>
  );
}
