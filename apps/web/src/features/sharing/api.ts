import { ShareVemoResponse } from "@vemo/shared/contracts/sharing";
import { BulkShareResponse } from "@vemo/shared/contracts/bulk-uploads";
import type { BulkShareBody } from "@vemo/shared/contracts/bulk-uploads";
import { apiRequest } from "../../lib/api-client";
import { postJsonWithProgress } from "./upload-with-progress";

export type ShareLink = Pick<ShareVemoResponse, "shareUrl" | "isNewLink" | "link">;
export type UniqueLinks = Pick<BulkShareResponse, "data" | "bulkUploadId">;

/** The Vemo's one public link: created on the first call, the same link afterwards. */
export async function shareVemo(vemoId: string): Promise<ShareLink> {
  const response = await apiRequest(`/api/vemos/${encodeURIComponent(vemoId)}/share`, {
    method: "POST",
    schema: ShareVemoResponse,
  });
  return { shareUrl: response.shareUrl, isNewLink: response.isNewLink, link: response.link };
}

const BULK_SHARE_PATH = "/api/vemos/bulk-share";

/** One unique link per customer typed in (few, so no progress to show). */
export async function createFewLinks(body: BulkShareBody): Promise<UniqueLinks> {
  const { data, bulkUploadId } = await apiRequest(BULK_SHARE_PATH, { method: "POST", body, schema: BulkShareResponse });
  return { data, bulkUploadId };
}

/** One unique link per customer of an uploaded file; a large file takes a while to send, hence the progress. */
export async function uploadProspects(
  body: BulkShareBody,
  onUploadProgress: (fraction: number) => void,
): Promise<UniqueLinks> {
  const { data, bulkUploadId } = await postJsonWithProgress(BULK_SHARE_PATH, body, BulkShareResponse, onUploadProgress);
  return { data, bulkUploadId };
}
