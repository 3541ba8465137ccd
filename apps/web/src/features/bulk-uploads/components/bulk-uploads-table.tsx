import type { BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { DataTable, tableCellClass } from "../../../components/data-table";

type BulkUploadsTableProps = {
  uploads: readonly BulkUpload[];
  /** On when the organisation has teammates: who made each batch. */
  showsSharedBy: boolean;
  downloadingId: string | null;
  onDownload: (upload: BulkUpload) => void;
  onManageLinks: (upload: BulkUpload) => void;
};

const TYPE_LABELS = { few_links: "Few Links", bulk_upload: "Bulk Upload" } as const;

const uploadDate = (createdAt: string) =>
  new Date(createdAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

/** One row per batch; the name is the download's, which always ends in .csv. */
export function BulkUploadsTable({
  uploads,
  showsSharedBy,
  downloadingId,
  onDownload,
  onManageLinks,
}: BulkUploadsTableProps) {
  const columns = [
    "Upload name",
    "Type",
    ...(showsSharedBy ? ["Shared by"] : []),
    "Upload date",
    "Customers",
    "Links",
    { hiddenLabel: "Download" },
  ];
  return (
    <DataTable
      columns={columns}
      rows={uploads}
      rowKey={(upload) => upload.id}
      renderCells={(upload) => (
        <>
          <td className={tableCellClass}>
            <p className="font-medium text-slate-900">{upload.file_name}</p>
            <p className="text-xs text-slate-500">{upload.vemo_title}</p>
          </td>
          <td className={tableCellClass}>{TYPE_LABELS[upload.operation_type]}</td>
          {showsSharedBy && <td className={tableCellClass}>{upload.shared_by?.name ?? "—"}</td>}
          <td className={tableCellClass}>{uploadDate(upload.created_at)}</td>
          <td className={tableCellClass}>{upload.customer_count.toLocaleString()}</td>
          <td className={tableCellClass}>
            <button
              type="button"
              aria-label={`Manage the links of ${upload.file_name}`}
              onClick={() => onManageLinks(upload)}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-800"
            >
              Manage
            </button>
          </td>
          <td className={`${tableCellClass} text-right`}>
            <button
              type="button"
              disabled={downloadingId === upload.id}
              aria-label={`Download ${upload.file_name}`}
              onClick={() => onDownload(upload)}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-800 disabled:opacity-60"
            >
              {downloadingId === upload.id ? "Downloading..." : "Download"}
            </button>
          </td>
        </>
      )}
    />
  );
}
