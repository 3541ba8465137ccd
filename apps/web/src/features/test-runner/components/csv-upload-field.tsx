import { useId } from "react";
import type { LoadedCsv } from "../hooks/use-test-csv";
import { REQUIRED_COLUMNS, testTemplateCsv } from "../test-csv";

type CsvUploadFieldProps = { csv: LoadedCsv | null; isReading: boolean; onFileChange: (file: File | null) => void };

export function CsvUploadField({ csv, isReading, onFileChange }: CsvUploadFieldProps) {
  const id = useId();
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(testTemplateCsv(window.location.origin))}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Test file
        </h2>
        <a
          href={templateHref}
          download="test-runner-template.csv"
          className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
        >
          Download Template
        </a>
      </div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Upload test CSV
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-200"
      />
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
        Columns: {REQUIRED_COLUMNS.join(", ")}. The expected timestamp is in seconds (or m:ss).
      </p>
      {isReading && <p className="mt-2 text-sm text-slate-600">Reading the file...</p>}
      {csv && (
        <p className="mt-2 text-sm text-slate-700">
          {csv.testCases.length} {csv.testCases.length === 1 ? "test" : "tests"} loaded from {csv.fileName}
        </p>
      )}
    </section>
  );
}
