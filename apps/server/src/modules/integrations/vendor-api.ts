/** What an OAuth token endpoint gave: the access token, and for refreshable grants the refresh token and expiry. */
export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** Salesforce: where the organisation's REST API lives. */
  instanceUrl: string | null;
};

/** What a vendor call is made with: the organisation's access token and, for Salesforce, its instance. */
type Session = { accessToken: string; instanceUrl: string | null };

/**
 * Runs one vendor call with the organisation's session, refreshed when it expires and once more when
 * the call fails with a 401 SyncError; a 401 that survives a refresh throws.
 */
export type Authorized = <T>(call: (session: Session) => Promise<T>) => Promise<T>;
