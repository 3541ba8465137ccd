import type { Company } from "@vemo/shared/contracts/companies";
import { calendlyLinkProblem } from "@vemo/shared/rules/vemo-form";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { useCreateVemoFlow } from "../hooks/use-create-vemo-flow";
import type { CaptionFile } from "../hooks/use-create-vemo-flow";
import { useDocumentUploads } from "../hooks/use-document-uploads";
import {
  canSubmitVemo,
  checkVemoForm,
  emptyVemoForm,
  hasSource,
  newLinkRow,
  newVideoRow,
  SOURCE_REQUIRED_MESSAGE,
  videoProblems,
  websiteProblems,
} from "../vemo-form";
import type { VemoFormValues, VideoRow } from "../vemo-form";
import { CaptionFileInput } from "./caption-file-input";
import { DocumentUploadField } from "./document-upload-field";
import { LinkRows } from "./link-rows";
import { ProcessingFailedDialog } from "./processing-failed-dialog";
import { ProcessingIssuesDialog } from "./processing-issues-dialog";

/** The spec's create-form timings. */
const CREATE_VEMO_DELAYS = { resubmitGuardMs: 2000, redirectMs: 2000 } as const;

const RESUBMIT_MESSAGE = "Please wait a moment before submitting again.";

function captionFiles(videos: readonly VideoRow[]): CaptionFile[] {
  return videos.flatMap((row) =>
    row.captionFile && row.url.trim() ? [{ videoUrl: row.url.trim(), file: row.captionFile }] : [],
  );
}

export function CreateVemoForm({ company }: { company: Company }) {
  const navigate = useNavigate();
  const uploads = useDocumentUploads();
  const flow = useCreateVemoFlow(uploads);
  const [values, setValues] = useState<VemoFormValues>(emptyVemoForm);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const lastSubmitAtRef = useRef<number | null>(null);

  const { phase } = flow;
  const isSubmitting = phase.kind === "submitting";
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

  function handleTitleChange(title: string) {
    change({ title });
    setTitleError(undefined);
  }

  function handleCaptionChange(rowId: string, captionFile: File | null) {
    setValues((current) => ({
      ...current,
      videos: current.videos.map((row) => (row.id === rowId ? { ...row, captionFile } : row)),
    }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
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

  const calendlyProblem = calendlyLinkProblem(values.calendlyLink) ?? undefined;

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Create Vemo" className="space-y-8">
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-8">
          <TextField
            label="Title"
            required
            value={values.title}
            error={titleError}
            placeholder="e.g. Product walkthrough"
            onValueChange={handleTitleChange}
          />
          <section aria-labelledby="vemo-videos" className="space-y-3">
            <h2 id="vemo-videos" className="text-base font-semibold text-slate-900">
              Videos
            </h2>
            <p className="text-sm text-slate-600">Note: unlisted YouTube videos are not processed.</p>
            <LinkRows
              noun="Video"
              rows={values.videos}
              problems={videoProblems(values)}
              placeholder="https://www.youtube.com/watch?v=..."
              newRow={newVideoRow}
              onChange={(videos) => change({ videos })}
              renderExtra={(row, index) => (
                <CaptionFileInput videoNumber={index + 1} onFileChange={(file) => handleCaptionChange(row.id, file)} />
              )}
            />
          </section>
          <section aria-labelledby="vemo-websites" className="space-y-3">
            <h2 id="vemo-websites" className="text-base font-semibold text-slate-900">
              Websites
            </h2>
            <LinkRows
              noun="Website"
              rows={values.websites}
              problems={websiteProblems(values)}
              placeholder="https://www.example.com/product"
              newRow={newLinkRow}
              onChange={(websites) => change({ websites })}
            />
          </section>
          <TextField
            label="Calendly link"
            type="url"
            inputMode="url"
            value={values.calendlyLink}
            error={calendlyProblem}
            hint="Optional: prospects can book a meeting with you from the Vemo."
            placeholder="https://calendly.com/your-name"
            onValueChange={(calendlyLink) => change({ calendlyLink })}
          />
          <DocumentUploadField uploads={uploads} />
        </fieldset>
        <div className="space-y-3">
          {formErrors.length > 0 && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {formErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {!hasSource(values, documentCount) && <p className="text-sm text-slate-600">{SOURCE_REQUIRED_MESSAGE}</p>}
          {isCreated && (
            <Notice tone="success">
              {uploads.hasFailedUploads
                ? "Vemo created successfully! Some documents could not be uploaded: use Retry to send them again."
                : "Vemo created successfully! Redirecting to your Vemos..."}
            </Notice>
          )}
          <button
            type="submit"
            disabled={isSubmitting || !canSubmitVemo(values, documentCount)}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {isSubmitting ? "Processing Content..." : "Create Vemo"}
          </button>
        </div>
      </form>
      {phase.kind === "failed" && <ProcessingFailedDialog message={phase.message} onClose={flow.dismiss} />}
      {isCreated && phase.issues.length > 0 && <ProcessingIssuesDialog issues={phase.issues} onClose={flow.dismiss} />}
    </>
  );
}
