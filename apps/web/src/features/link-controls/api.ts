import {
  BatchLinksResponse,
  RevokeShareLinksResponse,
  ShareLinkControlsResponse,
  type ShareLinkControls,
  type UpdateShareLinkBody,
} from "@vemo/shared/contracts/link-controls";
import { apiRequest } from "../../lib/api-client";

/** Changes one link's controls; the link as it now stands comes back. */
export async function updateShareLink(shareId: string, body: UpdateShareLinkBody): Promise<ShareLinkControls> {
  const response = await apiRequest(`/api/share-links/${encodeURIComponent(shareId)}`, {
    method: "PATCH",
    body,
    schema: ShareLinkControlsResponse,
  });
  return response.link;
}

export async function revokeShareLinks(shareIds: string[]): Promise<RevokeShareLinksResponse> {
  return apiRequest("/api/share-links/revoke", {
    method: "POST",
    body: { shareIds },
    schema: RevokeShareLinksResponse,
  });
}

export async function fetchBatchLinks(bulkUploadId: string): Promise<BatchLinksResponse["data"]> {
  const response = await apiRequest(`/api/vemos/bulk-uploads/${encodeURIComponent(bulkUploadId)}/links`, {
    schema: BatchLinksResponse,
  });
  return response.data;
}
