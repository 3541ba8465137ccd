import { useRef, useState } from "react";
import { isCsvFile, parseTestCsv, TestCsvError } from "../test-csv";
import type { TestCase } from "../test-results";

const INVALID_FILE_MESSAGE = "Please upload a valid CSV file";
const NO_FILE_MESSAGE = "Please upload a CSV file first";

export type LoadedCsv = { fileName: string; testCases: TestCase[] };

/** The chosen CSV file, read as soon as it is chosen so a bad file is reported before any run. */
export function useTestCsv() {
  const [csv, setCsv] = useState<LoadedCsv | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  // A slow read of an earlier choice must not overwrite the latest one.
  const latestFile = useRef<File | null>(null);

  async function selectFile(file: File | null) {
    latestFile.current = file;
    setCsv(null);
    setProblem(null);
    setIsReading(false);
    if (!file) return;
    if (!isCsvFile(file)) {
      setProblem(INVALID_FILE_MESSAGE);
      return;
    }
    setIsReading(true);
    try {
      const testCases = await parseTestCsv(file);
      if (latestFile.current === file) setCsv({ fileName: file.name, testCases });
    } catch (error) {
      if (latestFile.current === file)
        setProblem(error instanceof TestCsvError ? error.message : "The CSV file could not be read");
    } finally {
      if (latestFile.current === file) setIsReading(false);
    }
  }

  /** The rows to run, or null after reporting why there are none. */
  function takeTestCases(): TestCase[] | null {
    if (csv) return csv.testCases;
    if (!problem) setProblem(NO_FILE_MESSAGE);
    return null;
  }

  return { csv, problem, isReading, selectFile, takeTestCases };
}
