import { formatFileSize } from "@vemo/shared/rules/vemo-form";
import { useId } from "react";
import type { ChangeEvent } from "react";
import type { DocumentStatus, DocumentUploads, LocalDocument } from "../hooks/use-document-uploads";

const STATUS_LABELS: Record<DocumentStatus, string> = {
  ready: "Ready",
  uploading: "Uploading...",
  completed: "Completed",
  error: "Error",
};

const STATUS_CLASSES: Record<DocumentStatus, string> = {
  ready: "bg-slate-100 text-slate-700",
  uploading: "bg-indigo-100 text-indigo-700",
  completed: "bg-green-100 text-green-800",
  error: "bg-red-100 text-red-700",
};

const itemButtonClass =
  "rounded-md px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600";

type DocumentItemProps = { document: LocalDocument; onRemove: (id: string) => void; onRetry: (id: string) => void };

function DocumentItem({ document, onRemove, onRetry }: DocumentItemProps) {
  return (
    <li aria-label={document.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{document.name}</p>
        <p className="text-xs text-slate-500">{formatFileSize(document.size)}</p>
        {document.error && <p className="mt-1 text-xs text-red-600">{document.error}</p>}
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[document.status]}`}>
        {STATUS_LABELS[document.status]}
      </span>
      {document.status === "error" && (
        <button type="button" onClick={() => onRetry(document.id)} className={`${itemButtonClass} text-indigo-700`}>
          Retry
        </button>
      )}
      {document.status === "ready" && (
        <button
          type="button"
          aria-label={`Remove ${document.name}`}
          onClick={() => onRemove(document.id)}
          className={`${itemButtonClass} text-slate-600`}
        >
          Remove
        </button>
      )}
    </li>
  );
}

type DocumentUploadFieldProps = {
  uploads: DocumentUploads;
  /** Off where the Vemo's own source list already shows each uploaded document with its live state. */
  listsUploaded?: boolean;
};

/** The PDF chooser, the chosen files with their upload states, and the documents uploaded to the new Vemo. */
export function DocumentUploadField({ uploads, listsUploaded = true }: DocumentUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function handleFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    uploads.addFiles(Array.from(event.target.files ?? []));
    // Choosing the same file again must fire a change.
    event.target.value = "";
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h2 id={`${inputId}-heading`} className="text-base font-semibold text-slate-900">
        Documents
      </h2>
      <div className="rounded-xl border-2 border-dashed border-slate-300 p-6 text-center">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          Upload PDF documents
        </label>
        <input
          id={inputId}
          type="file"
          accept=".pdf"
          multiple
          aria-describedby={hintId}
          onChange={handleFilesChosen}
          className="mx-auto mt-3 block max-w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          Supports: PDF only
        </p>
      </div>
      {uploads.rejectedNames.length > 0 && (
        <p role="alert" className="text-sm text-red-600">
          Only PDF files can be uploaded: {uploads.rejectedNames.join(", ")}
        </p>
      )}
      {uploads.documents.length > 0 && (
        <ul
          aria-label="Selected documents"
          className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200"
        >
          {uploads.documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              onRemove={uploads.removeDocument}
              onRetry={uploads.retryDocument}
            />
          ))}
        </ul>
      )}
      {listsUploaded && uploads.uploadedDocuments.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-700">Uploaded documents</h3>
          <ul
            aria-label="Uploaded documents"
            className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {uploads.uploadedDocuments.map((document) => (
              <li key={document.document_id} className="flex items-center gap-3 px-4 py-3">
                <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{document.filename}</span>
                <span className="text-xs text-slate-500">{formatFileSize(document.size)}</span>
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
                  Processing...
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
