import type { QueryClient } from "@tanstack/react-query";
import { fetchCompanies } from "../companies/api";
import { clientConfigQueryKey } from "../config/hooks/use-client-config";
import type { AuthSession } from "./api";
import { AUTH_COMPLETED_EVENT, saveTokens, saveUser, setWelcomePreviewFlag } from "./session-storage";

/** Stores the new session and tells the rest of the app (the company context re-checks). */
export function completeSignIn(session: AuthSession): void {
  saveTokens(session.tokens.accessToken, session.tokens.refreshToken);
  saveUser(session.user);
  window.dispatchEvent(new Event(AUTH_COMPLETED_EVENT));
}

/** Pages that need no organisation of the user's own: the landing page, and an invitation to join one. */
const opensWithoutCompany = (path: string) => path === "/" || path.startsWith("/invite/");

/**
 * Where a signed-in user starts: the page they came for (`returnTo`, a same-site path) or else the
 * overview when they have a company, else the create page with the welcome preview. The landing page
 * and an invitation are returned to as they are. If the companies cannot be read, the owner screens'
 * own company check takes over.
 */
export async function chooseStartPage(returnTo: string | null = null): Promise<string> {
  if (returnTo && opensWithoutCompany(returnTo)) return returnTo;
  try {
    const companies = await fetchCompanies();
    if (companies.length > 0) return returnTo ?? "/overview";
  } catch {
    return returnTo ?? "/overview";
  }
  setWelcomePreviewFlag();
  return "/create";
}

/** Drops every cached answer but the public client configuration, so nothing of a previous user shows. */
export function forgetCachedUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== clientConfigQueryKey[0] });
}
