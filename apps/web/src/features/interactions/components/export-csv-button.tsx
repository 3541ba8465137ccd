import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useCsvExport } from "../hooks/use-csv-export";
import { EXPORT_FAILED_MESSAGE } from "../messages";

type ExportCsvButtonProps = { download: () => Promise<Blob>; fileName: string };

export function ExportCsvButton({ download, fileName }: ExportCsvButtonProps) {
  const exportCsv = useCsvExport(download, fileName);
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        disabled={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
        className={`${secondaryButtonClass} disabled:opacity-60`}
      >
        {exportCsv.isPending ? "Exporting..." : "Export CSV"}
      </button>
      {exportCsv.isError && <Notice tone="error">{EXPORT_FAILED_MESSAGE}</Notice>}
    </div>
  );
}
