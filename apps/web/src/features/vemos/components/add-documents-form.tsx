import { useState } from "react";
import { primaryButtonClass } from "../../../components/button-classes";
import { useCompanies } from "../../companies/hooks/use-companies";
import { useDocumentUploads } from "../hooks/use-document-uploads";
import { DocumentUploadField } from "./document-upload-field";

/** PDFs added after the Vemo was made: sent one by one as on /create, then processed like any source. */
export function AddDocumentsForm({ vemoId }: { vemoId: string }) {
  const uploads = useDocumentUploads();
  const companies = useCompanies();
  const [isUploading, setIsUploading] = useState(false);

  async function handleUpload() {
    setIsUploading(true);
    // The server takes the organisation from the caller; the name is sent as /create sends it.
    await uploads.uploadDocuments({ vemoId, companyName: companies.data?.[0]?.name ?? "" }, uploads.readyDocuments);
    setIsUploading(false);
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <DocumentUploadField uploads={uploads} listsUploaded={false} />
      <button
        type="button"
        disabled={isUploading || uploads.readyDocuments.length === 0}
        onClick={() => void handleUpload()}
        className={primaryButtonClass}
      >
        {isUploading ? "Uploading..." : "Upload documents"}
      </button>
    </div>
  );
}
