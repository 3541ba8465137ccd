import { ShareVemoResponse } from "@vemo/shared/contracts/sharing";
import { apiRequest } from "../../lib/api-client";

export type ShareLink = Pick<ShareVemoResponse, "shareUrl" | "isNewLink">;

/** The Vemo's one public link: created on the first call, the same link afterwards. */
export async function shareVemo(vemoId: string): Promise<ShareLink> {
  const response = await apiRequest(`/api/vemos/${encodeURIComponent(vemoId)}/share`, { method: "POST", schema: ShareVemoResponse });
  return { shareUrl: response.shareUrl, isNewLink: response.isNewLink };
}
