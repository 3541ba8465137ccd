import type { ClientConfigResponse } from "@vemo/shared/contracts/client-config";

type CurrentLocation = Pick<Location, "hostname" | "pathname" | "search" | "hash">;

/**
 * Where a visitor on a preview host must go: the same path, query and hash on the public URL's origin.
 * Returns null when the visitor should stay.
 */
export function getPreviewRedirectUrl(
  location: CurrentLocation,
  config: Pick<ClientConfigResponse, "publicUrl" | "previewHosts">,
): string | null {
  let publicUrl: URL;
  try {
    publicUrl = new URL(config.publicUrl);
  } catch {
    return null;
  }
  const hostname = location.hostname.toLowerCase();
  const isPreviewHost = config.previewHosts.some((host) => host.toLowerCase() === hostname);
  if (!isPreviewHost || hostname === publicUrl.hostname.toLowerCase()) return null;
  return `${publicUrl.origin}${location.pathname}${location.search}${location.hash}`;
}
