import type { ShareLinkControls } from "@vemo/shared/contracts/link-controls";

/** An active link without expiry or passcode, as the server presents it. */
export function buildLinkControls(overrides: Partial<ShareLinkControls> = {}): ShareLinkControls {
  return {
    shareId: "share-1",
    kind: "public",
    state: "active",
    disabled: false,
    expiresAt: null,
    hasPasscode: false,
    verifyEmail: false,
    ...overrides,
  };
}
