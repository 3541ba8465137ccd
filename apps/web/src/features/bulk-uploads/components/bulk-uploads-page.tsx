import type { BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { useState } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { visiblePages } from "../../../components/pager/page-numbers";
import { Pager } from "../../../components/pager/pager";
import { useCompany } from "../../companies/company-context";
import { BatchLinksDialog } from "../../link-controls/components/batch-links-dialog";
import { SharedByFilter, useTeammates } from "../../team/components/shared-by-filter";
import { useBulkUploads } from "../hooks/use-bulk-uploads";
import { DOWNLOAD_FAILED_MESSAGE, useDownloadBulkUpload } from "../hooks/use-download-bulk-upload";
import {
  bulkUploadsLoadError,
  NO_BULK_UPLOADS_ADVICE,
  NO_BULK_UPLOADS_TITLE,
  NO_TEAMMATE_BULK_UPLOADS,
} from "../messages";
import { BulkUploadProGate } from "./bulk-upload-pro-gate";
import { BulkUploadsTable } from "./bulk-uploads-table";

const UPLOADS_PER_PAGE = 10;

function EmptyHistory() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{NO_BULK_UPLOADS_TITLE}</h2>
      <p className="max-w-md text-sm text-slate-600">{NO_BULK_UPLOADS_ADVICE}</p>
      <button type="button" onClick={() => navigate("/vemos")} className={primaryButtonClass}>
        Go to Vemos
      </button>
    </div>
  );
}

function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p role="alert" className="text-red-700">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={primaryButtonClass}>
        Retry
      </button>
    </div>
  );
}

function UploadHistory({ uploads, showsSharedBy }: { uploads: readonly BulkUpload[]; showsSharedBy: boolean }) {
  const [requestedPage, setRequestedPage] = useState(1);
  const download = useDownloadBulkUpload();
  const [managed, setManaged] = useState<BulkUpload | null>(null);
  const pageCount = Math.ceil(uploads.length / UPLOADS_PER_PAGE);
  // A refresh may leave fewer pages than the one being looked at.
  const currentPage = Math.min(requestedPage, Math.max(pageCount, 1));
  const shown = uploads.slice((currentPage - 1) * UPLOADS_PER_PAGE, currentPage * UPLOADS_PER_PAGE);
  const totalCustomers = uploads.reduce((total, upload) => total + upload.customer_count, 0);

  return (
    <div className="space-y-4">
      {download.isError && <Notice tone="error">{DOWNLOAD_FAILED_MESSAGE}</Notice>}
      <BulkUploadsTable
        uploads={shown}
        showsSharedBy={showsSharedBy}
        downloadingId={download.isPending ? (download.variables?.bulkUploadId ?? null) : null}
        onDownload={(upload) => download.mutate({ bulkUploadId: upload.id, fileName: upload.file_name })}
        onManageLinks={setManaged}
      />
      {managed && <BatchLinksDialog upload={managed} onClose={() => setManaged(null)} />}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          Total uploads: {uploads.length} batches • Total customers: {totalCustomers}
        </p>
        {pageCount > 1 && (
          <Pager
            currentPage={currentPage}
            pageCount={pageCount}
            pages={visiblePages(currentPage, pageCount)}
            onPageChange={setRequestedPage}
          />
        )}
      </div>
    </div>
  );
}

/** Mounted only with paid access, so others never ask for the history. */
function BulkUploadsContent() {
  const [sharedBy, setSharedBy] = useState("");
  const teammates = useTeammates();
  const uploads = useBulkUploads(sharedBy);
  function history() {
    if (uploads.isPending) return <PageSpinner />;
    if (uploads.isError)
      return <LoadProblem message={bulkUploadsLoadError(uploads.error)} onRetry={() => void uploads.refetch()} />;
    if (uploads.data.length > 0) return <UploadHistory uploads={uploads.data} showsSharedBy={teammates.length > 0} />;
    return sharedBy ? <p className="text-sm text-slate-600">{NO_TEAMMATE_BULK_UPLOADS}</p> : <EmptyHistory />;
  }
  return (
    <div className="space-y-4">
      <SharedByFilter value={sharedBy} onChange={setSharedBy} />
      {history()}
    </div>
  );
}

/** /bulk-uploads: every batch of unique links the organisation generated, each downloadable as CSV (Pro only). */
export function BulkUploadsPage() {
  const { company } = useCompany();
  return (
    <main className="space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Bulk Uploads</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every batch of unique links you generated, ready to download as CSV.
        </p>
      </div>
      {hasPaidAccess(company) ? <BulkUploadsContent /> : <BulkUploadProGate />}
    </main>
  );
}
