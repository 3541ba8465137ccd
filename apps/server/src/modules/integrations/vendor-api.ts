import type { HttpMethod } from "../../platform/guarded-fetch.ts";
import type { VendorResponse } from "./vendor-request.ts";

/**
 * A call to a connected vendor's API, relative to its base URL, with the organisation's access token
 * (refreshed when it expires or is refused once). A 401 that survives a refresh throws.
 */
export type VendorApi = (request: { method: HttpMethod; path: string; json?: unknown }) => Promise<VendorResponse>;

/** What an OAuth token endpoint gave: the access token, and for refreshable grants the refresh token and expiry. */
export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** Salesforce: where the organisation's REST API lives. */
  instanceUrl: string | null;
};
