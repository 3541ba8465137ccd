import { useMutation } from "@tanstack/react-query";
import { downloadBulkUpload } from "../api";
import { saveFile } from "../../../lib/save-file";

export const DOWNLOAD_FAILED_MESSAGE = "Failed to download CSV. Please try again.";

type BatchDownload = { bulkUploadId: string; fileName: string };

/** Downloads a batch's CSV and saves it under the batch's file name. */
export function useDownloadBulkUpload() {
  return useMutation({
    mutationFn: async ({ bulkUploadId, fileName }: BatchDownload) =>
      saveFile(await downloadBulkUpload(bulkUploadId), fileName),
  });
}
