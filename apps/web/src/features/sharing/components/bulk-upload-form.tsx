import { useId } from "react";
import type { FormEvent } from "react";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useProspectFile } from "../hooks/use-prospect-file";
import type { ChosenProspectFile } from "../hooks/use-prospect-file";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { ProspectPreview } from "./prospect-preview";
import { StepHeading } from "./step-heading";
import { UploadProgress } from "./upload-progress";

/** What the upload of the chosen customers is doing. */
type UploadState = { isUploading: boolean; uploadedFraction: number | null; failureMessage: string | null };

type BulkUploadFormProps = {
  upload: UploadState;
  /** A new file was chosen: an earlier upload's failure no longer applies. */
  onFileChosen: () => void;
  onGenerate: (chosen: ChosenProspectFile) => void;
  onBack: () => void;
  onClose: () => void;
};

const fileInputClass =
  "block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-200";

/** A CSV or Excel file of customers: read and previewed at once, then sent to get a unique link each. */
export function BulkUploadForm({ upload, onFileChosen, onGenerate, onBack, onClose }: BulkUploadFormProps) {
  const inputId = useId();
  const { chosen, problem, isReading, selectFile, takeProspects } = useProspectFile();

  function handleFileChange(file: File | null) {
    onFileChosen();
    void selectFile(file);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const prospects = takeProspects();
    if (prospects) onGenerate(prospects);
  }

  const message = problem ?? upload.failureMessage;
  return (
    <form noValidate onSubmit={handleSubmit}>
      <StepHeading title="Bulk Upload" detail="Each row of the file gets a unique link." />
      <label htmlFor={inputId} className="mt-4 mb-1 block text-sm font-medium text-slate-700">
        Customer file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.xlsx,.xls"
        aria-describedby={`${inputId}-hint`}
        disabled={upload.isUploading}
        onChange={(event) => handleFileChange(event.target.files?.[0] ?? null)}
        className={fileInputClass}
      />
      <p id={`${inputId}-hint`} className="mt-2 text-xs text-slate-500">
        CSV or Excel (.xlsx/.xls) with the columns name, email and company (an SL No column is optional).
      </p>
      {isReading && <p className="mt-2 text-sm text-slate-600">Reading the file...</p>}
      {chosen && <ProspectPreview fileName={chosen.fileName} prospects={chosen.prospects} />}
      {message && (
        <div className="mt-4">
          <Notice tone="error">{message}</Notice>
        </div>
      )}
      {upload.isUploading && chosen && (
        <UploadProgress customerCount={chosen.prospects.length} uploadedFraction={upload.uploadedFraction} />
      )}
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Cancel" onClose={onClose} />
        <button type="submit" disabled={upload.isUploading || isReading} className={primaryButtonClass}>
          Generate Links
        </button>
      </DialogButtons>
    </form>
  );
}
