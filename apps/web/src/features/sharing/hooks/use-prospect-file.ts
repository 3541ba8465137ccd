import type { ProspectRow } from "@vemo/shared/rules/prospects";
import { SELECT_FILE_MESSAGE } from "@vemo/shared/rules/prospects";
import { useRef, useState } from "react";
import { readProspectFile } from "../prospect-file";

// When the browser cannot read the file or load the Excel reader at all (not a problem of the file's content).
const UNREADABLE_FILE_MESSAGE = "The file could not be read. Please try again.";

export type ChosenProspectFile = { fileName: string; prospects: ProspectRow[] };

/** The Bulk Upload file, read as soon as it is chosen so a bad file is reported before anything is sent. */
export function useProspectFile() {
  const [chosen, setChosen] = useState<ChosenProspectFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  // A slow read of an earlier choice must not overwrite the latest one.
  const latestFile = useRef<File | null>(null);

  async function selectFile(file: File | null) {
    latestFile.current = file;
    setChosen(null);
    setProblem(null);
    setIsReading(file !== null);
    if (!file) return;
    const result = await readProspectFile(file).catch(() => ({ error: UNREADABLE_FILE_MESSAGE }));
    if (latestFile.current !== file) return;
    setIsReading(false);
    if ("error" in result) setProblem(result.error);
    else setChosen({ fileName: file.name, prospects: result.prospects });
  }

  /** The file's customers to send, or null after saying why there are none. */
  function takeProspects(): ChosenProspectFile | null {
    if (chosen) return chosen;
    if (!problem && !isReading) setProblem(SELECT_FILE_MESSAGE);
    return null;
  }

  return { chosen, problem, isReading, selectFile, takeProspects };
}
