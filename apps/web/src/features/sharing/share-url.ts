import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";

/** The welcome demo's public link on this site; it needs no call, since everyone may share the demo. */
export function welcomeDemoShareUrl(shareToken: string | null): string {
  return `${window.location.origin}/share/${encodeURIComponent(shareToken ?? WELCOME_DEMO_SHARE_TOKEN)}`;
}
