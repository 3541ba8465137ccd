import type { BulkShareLink } from "@vemo/shared/contracts/bulk-uploads";
import { bulkDownloadFilename } from "@vemo/shared/rules/prospects";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { DOWNLOAD_FAILED_MESSAGE, useDownloadBulkUpload } from "../../bulk-uploads/hooks/use-download-bulk-upload";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { LinkResultList } from "./link-result-row";
import { StepHeading } from "./step-heading";

/** A file may hold thousands of customers: the list shows this many, the CSV has them all. */
const LISTED_LINKS = 200;

type BulkUploadResultsProps = {
  links: readonly BulkShareLink[];
  bulkUploadId: string;
  originalFilename: string | null;
  onBack: () => void;
  onClose: () => void;
};

const linkCount = (count: number) => `${count.toLocaleString()} ${count === 1 ? "link" : "links"}`;

/** The links made from a file: how many (new and existing), a list to copy from, and the whole batch as CSV. */
export function BulkUploadResults({ links, bulkUploadId, originalFilename, onBack, onClose }: BulkUploadResultsProps) {
  const download = useDownloadBulkUpload();
  const newCount = links.filter((link) => link.isNewLink).length;
  const listed = links.slice(0, LISTED_LINKS);

  function handleDownload() {
    // The server names the file the same way, from the upload's name.
    download.mutate({ bulkUploadId, fileName: bulkDownloadFilename(originalFilename, new Date()) });
  }

  return (
    <>
      <StepHeading
        title={`${linkCount(links.length)} generated`}
        detail={`${newCount.toLocaleString()} new • ${(links.length - newCount).toLocaleString()} existing`}
      />
      <div className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-slate-200 px-3">
        <LinkResultList links={listed} label="Unique links" />
      </div>
      {links.length > listed.length && (
        <p className="mt-2 text-xs text-slate-500">
          Showing the first {listed.length} links; the CSV has all {links.length.toLocaleString()}.
        </p>
      )}
      {download.isError && (
        <div className="mt-4">
          <Notice tone="error">{DOWNLOAD_FAILED_MESSAGE}</Notice>
        </div>
      )}
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Done" onClose={onClose} />
        <button type="button" disabled={download.isPending} onClick={handleDownload} className={primaryButtonClass}>
          {download.isPending ? "Downloading..." : "Download CSV"}
        </button>
      </DialogButtons>
    </>
  );
}
