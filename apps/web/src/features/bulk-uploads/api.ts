import { BulkUploadsResponse } from "@vemo/shared/contracts/bulk-uploads";
import type { BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { apiDownload, apiRequest } from "../../lib/api-client";

/** The organisation's batches of unique links (or one teammate's, by user id), newest first. */
export async function fetchBulkUploads(sharedBy: string): Promise<BulkUpload[]> {
  const query = sharedBy ? `?sharedBy=${encodeURIComponent(sharedBy)}` : "";
  const response = await apiRequest(`/api/vemos/bulk-uploads${query}`, { schema: BulkUploadsResponse });
  return response.data;
}

/** A batch's links as CSV (SL No, Client Name, Company Name, Email, Shared Vemo). */
export function downloadBulkUpload(bulkUploadId: string): Promise<Blob> {
  return apiDownload(`/api/vemos/bulk-uploads/${encodeURIComponent(bulkUploadId)}/download`);
}
