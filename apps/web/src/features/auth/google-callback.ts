import { ApiError } from "../../lib/api-client";
import { fetchProfile, loginGoogleUser, registerGoogleUser } from "./api";
import type { AuthSession } from "./api";
import { readTokenClaims, userFromClaims } from "./access-token";
import { takeReturnPath } from "./return-path";
import { clearSession, saveTokens, saveUser } from "./session-storage";
import type { StoredUser } from "./session-storage";
import { chooseStartPage, completeSignIn } from "./sign-in";

export const CALLBACK_MESSAGES = {
  failed: "Authentication failed. Please try again.",
  invalidToken: "Invalid authentication token",
  existingUser: "Failed to authenticate existing user. Please try again.",
  createAccount: "Failed to create user account. Please try again.",
  sync: "Failed to sync user account. Please try again.",
} as const;

/** What the server put in the callback's address fragment; `message` is the server's reason for a failure. */
export type CallbackFragment =
  { kind: "tokens"; accessToken: string; refreshToken: string } | { kind: "error"; message: string } | { kind: "none" };

export function parseCallbackFragment(hash: string): CallbackFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const error = params.get("error");
  if (error !== null) return { kind: "error", message: error.trim() || CALLBACK_MESSAGES.failed };
  const accessToken = params.get("access_token");
  if (!accessToken) return { kind: "none" };
  return { kind: "tokens", accessToken, refreshToken: params.get("refresh_token") ?? "" };
}

/** A failed step of the callback, with the spec's message; only the account creation failure stays on the screen. */
export class CallbackError extends Error {
  readonly redirectsToLogin: boolean;

  constructor(message: string, redirectsToLogin = true) {
    super(message);
    this.name = "CallbackError";
    this.redirectsToLogin = redirectsToLogin;
  }
}

async function hasAccount(): Promise<boolean> {
  try {
    await fetchProfile();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) throw new CallbackError(CALLBACK_MESSAGES.sync);
    return false;
  }
}

/** Logs the Google user in again (existing account) or registers them, with the callback's token as bearer. */
async function signInGoogleUser(email: string, user: StoredUser): Promise<AuthSession> {
  if (await hasAccount()) {
    try {
      return await loginGoogleUser(email);
    } catch {
      throw new CallbackError(CALLBACK_MESSAGES.existingUser);
    }
  }
  try {
    return await registerGoogleUser({ email, firstName: user.firstName ?? "", lastName: user.lastName ?? "" });
  } catch {
    throw new CallbackError(CALLBACK_MESSAGES.createAccount, false);
  }
}

/** The callback's steps after reading the fragment; resolves to the page to open. Any failure leaves no session behind. */
export async function completeGoogleSignIn(tokens: { accessToken: string; refreshToken: string }): Promise<string> {
  clearSession();
  try {
    const claims = readTokenClaims(tokens.accessToken);
    if (!claims) throw new CallbackError(CALLBACK_MESSAGES.invalidToken);
    const user = userFromClaims(claims);
    saveTokens(tokens.accessToken, tokens.refreshToken);
    saveUser(user);
    completeSignIn(await signInGoogleUser(claims.email, user));
  } catch (error) {
    clearSession();
    throw error instanceof CallbackError ? error : new CallbackError(CALLBACK_MESSAGES.failed);
  }
  return chooseStartPage(takeReturnPath());
}
