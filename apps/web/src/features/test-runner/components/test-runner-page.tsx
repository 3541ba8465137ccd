import { ANSWER_BACKENDS, PASS_THRESHOLD_SECONDS } from "@vemo/shared/rules/answer-backends";
import type { AnswerBackend } from "@vemo/shared/rules/answer-backends";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useSelectedBackend } from "../hooks/use-selected-backend";
import { useTestCsv } from "../hooks/use-test-csv";
import { useTestRun } from "../hooks/use-test-run";
import { BackendPicker } from "./backend-picker";
import { BackendRunReport } from "./backend-run-report";
import { CsvUploadField } from "./csv-upload-field";

/** Internal page: checks that answers point at the expected moment of the video, per backend. */
export function TestRunnerPage() {
  const { backend, selectBackend } = useSelectedBackend();
  const testCsv = useTestCsv();
  const testRun = useTestRun();
  const isBusy = testRun.isRunning || testCsv.isReading;

  function runAgainst(backends: readonly AnswerBackend[]) {
    const testCases = testCsv.takeTestCases();
    if (testCases) testRun.startRun({ testCases, backends });
  }

  function handleTestCurrent() {
    runAgainst([backend]);
  }

  function handleTestAll() {
    runAgainst(ANSWER_BACKENDS);
  }

  function handleFileChange(file: File | null) {
    void testCsv.selectFile(file);
  }

  return (
    <main className="space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Test Runner</h1>
        <p className="mt-1 text-sm text-slate-600">
          Check that answers jump to the right moment: each row&apos;s answer passes when it starts within{" "}
          {PASS_THRESHOLD_SECONDS} seconds of the expected timestamp.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CsvUploadField csv={testCsv.csv} isReading={testCsv.isReading} onFileChange={handleFileChange} />
        <BackendPicker backend={backend} onSelect={selectBackend} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={handleTestCurrent} disabled={isBusy} className={primaryButtonClass}>
          Test Current Backend
        </button>
        <button
          type="button"
          onClick={handleTestAll}
          disabled={isBusy}
          className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          Test All Backends
        </button>
      </div>
      {testCsv.problem && <Notice tone="error">{testCsv.problem}</Notice>}
      {testRun.failure && <Notice tone="error">{testRun.failure}</Notice>}
      {testRun.progress && (
        <Notice tone="info">
          Running {testRun.progress.current} of {testRun.progress.total}
        </Notice>
      )}
      {!testRun.isRunning && testRun.runs?.map((run) => <BackendRunReport key={run.backend.id} run={run} />)}
    </main>
  );
}
