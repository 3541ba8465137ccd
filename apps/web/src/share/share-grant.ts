import { SHARE_GRANT_HEADER } from "@vemo/shared/rules/link-controls";

// The grant a right passcode earned for this page's link. Kept for the tab (a reload does not ask
// again) and sent with every share call; a link without a passcode ignores it.

const storageKey = (token: string) => `vemo-share-grant:${token}`;
let current: string | null = null;

/** Picks up the grant this tab already earned for the link, if any. */
export function restoreShareGrant(token: string): void {
  try {
    current = sessionStorage.getItem(storageKey(token));
  } catch {
    current = null; // storage refused (privacy settings): the passcode is asked again
  }
}

export function keepShareGrant(token: string, grant: string): void {
  current = grant;
  try {
    sessionStorage.setItem(storageKey(token), grant);
  } catch {
    // kept for this page only
  }
}

export function shareGrantHeaders(): Record<string, string> {
  return current ? { [SHARE_GRANT_HEADER]: current } : {};
}
