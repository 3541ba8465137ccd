import type { BulkUpload } from "@vemo/shared/contracts/unique-links";

type BulkUploadsTableProps = {
  uploads: readonly BulkUpload[];
  downloadingId: string | null;
  onDownload: (upload: BulkUpload) => void;
};

const TYPE_LABELS = { few_links: "Few Links", bulk_upload: "Bulk Upload" } as const;

const uploadDate = (createdAt: string) =>
  new Date(createdAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

const headerCellClass = "px-4 py-3";

/** One row per batch; the name is the download's, which always ends in .csv. */
export function BulkUploadsTable({ uploads, downloadingId, onDownload }: BulkUploadsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className={headerCellClass}>
              Upload name
            </th>
            <th scope="col" className={headerCellClass}>
              Type
            </th>
            <th scope="col" className={headerCellClass}>
              Upload date
            </th>
            <th scope="col" className={headerCellClass}>
              Customers
            </th>
            <th scope="col" className={headerCellClass}>
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {uploads.map((upload) => (
            <tr key={upload.id}>
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900">{upload.file_name}</p>
                <p className="text-xs text-slate-500">{upload.vemo_title}</p>
              </td>
              <td className="px-4 py-3 text-slate-700">{TYPE_LABELS[upload.operation_type]}</td>
              <td className="px-4 py-3 text-slate-700">{uploadDate(upload.created_at)}</td>
              <td className="px-4 py-3 text-slate-700">{upload.customer_count.toLocaleString()}</td>
              <td className="px-4 py-3 text-right">
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
