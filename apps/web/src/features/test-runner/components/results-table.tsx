import { formatMoment, formatDecimal } from "../test-results";
import type { TestResult } from "../test-results";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const cellClass = "px-3 py-2 align-top text-sm text-slate-800";

function ResultRow({ result }: { result: TestResult }) {
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>
        <p className="font-medium text-slate-900">{result.question}</p>
        <p className="break-all text-xs text-slate-500">{result.videoUrl}</p>
        {typeof result.actual === "number" && (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-indigo-600 hover:text-indigo-800">Show answer</summary>
            <p className="mt-1 whitespace-pre-line text-slate-700">{result.answer || "No answer text"}</p>
            {result.expectedSnippet && (
              <p className="mt-1 text-slate-500">Expected snippet: {result.expectedSnippet}</p>
            )}
          </details>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(result.expected)}</td>
      <td className={cellClass}>
        {typeof result.actual === "number" ? (
          <span className="whitespace-nowrap">{formatMoment(result.actual)}</span>
        ) : (
          <>
            <p className="whitespace-nowrap font-medium text-red-700">{result.actual}</p>
            {/* The server's reason is what tells the owner how to fix the row. */}
            {result.answer && <p className="mt-1 max-w-xs text-xs text-slate-600">{result.answer}</p>}
          </>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDecimal(result.error)}s</td>
      <td className={cellClass}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${result.passed ? "bg-green-100 text-green-800" : "bg-red-100 text-red-700"}`}
        >
          {result.passed ? "Pass" : "Fail"}
        </span>
      </td>
    </tr>
  );
}

export function ResultsTable({ caption, results }: { caption: string; results: readonly TestResult[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {["Question", "Expected", "Actual", "Error", "Pass/Fail"].map((column) => (
              <th key={column} scope="col" className={headerClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => (
            <ResultRow key={index} result={result} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
