import { useMutation } from "@tanstack/react-query";
import type { AnswerBackend } from "@vemo/shared/rules/answer-backends";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { askTestQuestion } from "../api";
import { answeredResult, API_ERROR, failedResult, REQUEST_FAILED } from "../test-results";
import type { TestCase, TestResult } from "../test-results";

export type BackendRun = { backend: AnswerBackend; results: TestResult[] };
type RunProgress = { current: number; total: number };
type RunRequest = { testCases: TestCase[]; backends: readonly AnswerBackend[] };

async function runTestCase(testCase: TestCase, backend: AnswerBackend): Promise<TestResult> {
  try {
    const response = await askTestQuestion({
      question: testCase.question,
      video_url: testCase.videoUrl,
      backend_url: backend.profile,
    });
    return response.success
      ? answeredResult(testCase, response.start, response.answer)
      : failedResult(testCase, API_ERROR, response.error ?? "");
  } catch (error) {
    // The api client has already tried to refresh the session; without one every row would fail alike.
    if (error instanceof ApiError && error.status === 401) throw error;
    if (error instanceof ApiError && !error.isNetworkError) return failedResult(testCase, API_ERROR, error.message);
    return failedResult(testCase, REQUEST_FAILED, error instanceof Error ? error.message : "");
  }
}

async function runTests(
  { testCases, backends }: RunRequest,
  onProgress: (progress: RunProgress) => void,
): Promise<BackendRun[]> {
  const total = testCases.length * backends.length;
  const runs: BackendRun[] = [];
  for (const backend of backends) {
    const results: TestResult[] = [];
    for (const testCase of testCases) {
      onProgress({ current: runs.length * testCases.length + results.length + 1, total });
      // One row at a time, so the progress is true and the server's engine is not flooded.
      results.push(await runTestCase(testCase, backend));
    }
    runs.push({ backend, results });
  }
  return runs;
}

/** Runs every test row against one or more backends and keeps the last run's results. */
export function useTestRun() {
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (request: RunRequest) => runTests(request, setProgress),
    onSettled: () => setProgress(null),
  });
  return {
    runs: mutation.data,
    isRunning: mutation.isPending,
    failure: mutation.error ? `Failed to run tests: ${mutation.error.message}` : null,
    progress,
    startRun: mutation.mutate,
  };
}
