// Where a visitor goes after signing in when they came from a deep link into the owner app (an
// e-mail's /customer-interactions?prospect=…): only a path of this site is ever followed.

const RETURN_PATH_KEY = "returnPath";
/** The sign-in screens themselves are never a place to come back to. */
const SIGN_IN_PATHS = ["/login", "/register", "/auth/callback"];
const THIS_SITE = "http://vemo.invalid";

/** `value` when it is a same-site relative path (no scheme, no `//host`, no backslash trick), else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || /^\/[/\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || SIGN_IN_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same-site path a link passed in the navigation state (`{ from }`): a deep link the session guard turned away, the landing page, an invitation. */
export function returnPathFromState(state: unknown): string | null {
  const from: unknown = state !== null && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from);
}

/** Kept for the Google round trip, which leaves the app and comes back through /auth/callback in the same tab. */
export function rememberReturnPath(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(RETURN_PATH_KEY, path);
    else sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // Blocked storage: the visitor starts on the overview instead.
  }
}

/** The remembered path, once: reading it forgets it. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
