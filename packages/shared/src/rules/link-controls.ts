// What the owner controls on each share link (disable, expiry, passcode). Plain functions (no zod):
// the share page's small bundle reads the same messages the server sends.

export const LINK_STATES = ["active", "disabled", "expired"] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** A link expires at its `expiresAt` instant: from that moment on it is expired. */
export function linkState(link: { disabledAt: Date | null; expiresAt: Date | null }, now: Date): LinkState {
  if (link.disabledAt) return "disabled";
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  active: "Active",
  disabled: "Disabled",
  expired: "Expired",
};

export const LINK_DISABLED_MESSAGE = "This link has been disabled by its owner.";
export const LINK_EXPIRED_MESSAGE = "This link has expired.";
export const PASSCODE_REQUIRED_MESSAGE = "This link is protected: enter the passcode you were given.";
export const WRONG_PASSCODE_MESSAGE = "That passcode is not right. Please try again.";

export const PASSCODE_MIN = 6;
export const PASSCODE_MAX = 64;
export const PASSCODE_LENGTH_MESSAGE = `A passcode has ${PASSCODE_MIN} to ${PASSCODE_MAX} characters`;

/** How long the grant a right passcode earns keeps the link open in that browser. */
export const SHARE_GRANT_TTL_MS = 2 * 60 * 60 * 1000;
/** The header the share page sends its grant in. */
export const SHARE_GRANT_HEADER = "x-share-grant";
