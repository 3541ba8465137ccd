import type { Company } from "@vemo/shared/contracts/companies";
import { calendlyLinkProblem } from "@vemo/shared/rules/vemo-form";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { useCreateVemoForm } from "../hooks/use-create-vemo-form";
import { canSubmitVemo, hasSource, SOURCE_REQUIRED_MESSAGE } from "../vemo-form";
import { DocumentUploadField } from "./document-upload-field";
import { ProcessingFailedDialog } from "./processing-failed-dialog";
import { ProcessingIssuesDialog } from "./processing-issues-dialog";
import { VemoSourceLinks } from "./vemo-source-links";

export function CreateVemoForm({ company }: { company: Company }) {
  const form = useCreateVemoForm(company);
  const { values, uploads, documentCount, isSubmitting, isCreated } = form;
  const { phase } = form.flow;

  return (
    <>
      <form onSubmit={form.submit} noValidate aria-label="Create Vemo" className="space-y-8">
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-8">
          <TextField
            label="Title"
            required
            value={values.title}
            error={form.titleError}
            placeholder="e.g. Product walkthrough"
            onValueChange={form.changeTitle}
          />
          <VemoSourceLinks values={values} onChange={form.change} onCaptionFileChange={form.changeCaptionFile} />
          <TextField
            label="Calendly link"
            type="url"
            inputMode="url"
            value={values.calendlyLink}
            error={calendlyLinkProblem(values.calendlyLink) ?? undefined}
            hint="Optional: prospects can book a meeting with you from the Vemo."
            placeholder="https://calendly.com/your-name"
            onValueChange={(calendlyLink) => form.change({ calendlyLink })}
          />
          <DocumentUploadField uploads={uploads} />
        </fieldset>
        <div className="space-y-3">
          {form.formErrors.length > 0 && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {form.formErrors.map((message) => (
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
      {phase.kind === "failed" && <ProcessingFailedDialog message={phase.message} onClose={form.flow.dismiss} />}
      {phase.kind === "created" && phase.issues.length > 0 && (
        <ProcessingIssuesDialog issues={phase.issues} onClose={form.flow.dismiss} />
      )}
    </>
  );
}
