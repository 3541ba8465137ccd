import type { Company } from "@vemo/shared/contracts/companies";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { checkVemoForm, emptyVemoForm } from "../vemo-form";
import type { VemoFormValues, VideoRow } from "../vemo-form";
import { useCreateVemoFlow } from "./use-create-vemo-flow";
import type { CaptionFile } from "./use-create-vemo-flow";
import { useDocumentUploads } from "./use-document-uploads";

/** The spec's create-form timings. */
const CREATE_VEMO_DELAYS = { resubmitGuardMs: 2000, redirectMs: 2000 } as const;

const RESUBMIT_MESSAGE = "Please wait a moment before submitting again.";

function captionFiles(videos: readonly VideoRow[]): CaptionFile[] {
  return videos.flatMap((row) =>
    row.captionFile && row.url.trim() ? [{ videoUrl: row.url.trim(), file: row.captionFile }] : [],
  );
}

/**
 * The create form's state and its submit: the values, their errors, the resubmit guard, the
 * document uploads and the creation flow, and the move to /vemos once the Vemo is made cleanly.
 */
export function useCreateVemoForm(company: Company) {
  const navigate = useNavigate();
  const uploads = useDocumentUploads();
  const flow = useCreateVemoFlow(uploads);
  const [values, setValues] = useState<VemoFormValues>(emptyVemoForm);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const lastSubmitAtRef = useRef<number | null>(null);

  const { phase } = flow;
  const isCreated = phase.kind === "created";
  const isReadyToLeave = isCreated && phase.issues.length === 0 && !uploads.hasFailedUploads;
  const documentCount = uploads.readyDocuments.length;

  useEffect(() => {
    if (!isReadyToLeave) return;
    const timer = setTimeout(() => navigate("/vemos"), CREATE_VEMO_DELAYS.redirectMs);
    return () => clearTimeout(timer);
  }, [isReadyToLeave, navigate]);

  function change(patch: Partial<VemoFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function changeTitle(title: string) {
    change({ title });
    setTitleError(undefined);
  }

  function changeCaptionFile(rowId: string, captionFile: File | null) {
    setValues((current) => ({
      ...current,
      videos: current.videos.map((row) => (row.id === rowId ? { ...row, captionFile } : row)),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = Date.now();
    if (lastSubmitAtRef.current !== null && now - lastSubmitAtRef.current < CREATE_VEMO_DELAYS.resubmitGuardMs) {
      setFormErrors([RESUBMIT_MESSAGE]);
      return;
    }
    const check = checkVemoForm(values, company.id, documentCount);
    if (!check.isValid) {
      setTitleError(check.titleError);
      setFormErrors(check.formErrors);
      return;
    }
    lastSubmitAtRef.current = now;
    setFormErrors([]);
    const isCreatedNow = await flow.submit({
      body: check.body,
      companyName: company.name,
      captions: captionFiles(values.videos),
      documents: uploads.readyDocuments,
    });
    // Fresh rows have new keys, so their caption file inputs start empty too.
    if (isCreatedNow) setValues(emptyVemoForm());
  }

  return {
    values,
    change,
    changeTitle,
    changeCaptionFile,
    titleError,
    formErrors,
    submit,
    uploads,
    documentCount,
    flow,
    isSubmitting: phase.kind === "submitting",
    isCreated,
  };
}
