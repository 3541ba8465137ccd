import type { AuthUser } from "@vemo/shared/contracts/auth";
import { useSyncExternalStore } from "react";

/** The browser-storage keys of a signed-in session; `token` is the legacy name of the access token. */
export const SESSION_KEYS = {
  accessToken: "accessToken",
  legacyAccessToken: "token",
  refreshToken: "refreshToken",
  user: "user",
} as const;

/**
 * The user record saved at sign-in: the contract's `AuthUser`, but read back from storage any field
 * may be missing or null (a record built from token claims has no role; older app versions saved less).
 */
export type StoredUser = { [Field in keyof AuthUser]?: AuthUser[Field] | null };

export type SignedInState =
  { isSignedIn: false; user: null; email: "" } | { isSignedIn: true; user: StoredUser | null; email: string };

const SIGNED_OUT: SignedInState = { isSignedIn: false, user: null, email: "" };

// Storage events only reach other tabs; this one tells subscribers in the same tab.
const SAME_TAB_EVENT = "vemo:session-change";

/** Dispatched on window after a sign-in stored a new session; the company context re-checks on it. */
export const AUTH_COMPLETED_EVENT = "authCompleted";

/** Set after sign-in or organisation setup when the dashboard should show the welcome preview. */
const WELCOME_PREVIEW_KEY = "show_welcome_preview";

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings); treat it as empty.
    return null;
  }
}

export function readAccessToken(): string | null {
  return readItem(SESSION_KEYS.accessToken) ?? readItem(SESSION_KEYS.legacyAccessToken);
}

export function readRefreshToken(): string | null {
  return readItem(SESSION_KEYS.refreshToken);
}

function parseUser(raw: string): StoredUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === "object" ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Signed in means access token, refresh token and user record are all stored; an unreadable record keeps that, with no e-mail. */
function readSignedInState(): SignedInState {
  const rawUser = readItem(SESSION_KEYS.user);
  if (!readAccessToken() || !readRefreshToken() || !rawUser) return SIGNED_OUT;
  const user = parseUser(rawUser);
  return { isSignedIn: true, user, email: typeof user?.email === "string" ? user.email : "" };
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the session lasts until the page closes.
  }
}

/** Stores a token pair; refresh tokens rotate, so both are replaced together. */
export function saveTokens(accessToken: string, refreshToken: string): void {
  writeItem(SESSION_KEYS.accessToken, accessToken);
  writeItem(SESSION_KEYS.refreshToken, refreshToken);
  try {
    localStorage.removeItem(SESSION_KEYS.legacyAccessToken);
  } catch {
    // Nothing stored when storage is blocked.
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

export function saveUser(user: StoredUser): void {
  writeItem(SESSION_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

export function readStoredUser(): StoredUser | null {
  const raw = readItem(SESSION_KEYS.user);
  return raw ? parseUser(raw) : null;
}

export function setWelcomePreviewFlag(): void {
  writeItem(WELCOME_PREVIEW_KEY, "true");
}

export function hasWelcomePreviewFlag(): boolean {
  return readItem(WELCOME_PREVIEW_KEY) !== null;
}

export function clearWelcomePreviewFlag(): void {
  try {
    localStorage.removeItem(WELCOME_PREVIEW_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}

/** Removes the stored tokens and user record (sign-out). */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored when storage is blocked.
    }
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

let cachedKey: string | null = null;
let cachedState: SignedInState = SIGNED_OUT;

// useSyncExternalStore needs the same object while storage is unchanged.
function getSnapshot(): SignedInState {
  const key = JSON.stringify([readAccessToken(), readRefreshToken(), readItem(SESSION_KEYS.user)]);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedState = readSignedInState();
  }
  return cachedState;
}

// The pre-rendered landing page is built signed out; hydration starts from that, then reads storage.
function getServerSnapshot(): SignedInState {
  return SIGNED_OUT;
}

/** The signed-in state from browser storage, re-read when another tab changes it. */
export function useSignedInUser(): SignedInState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

function hasStoredTokens(): boolean {
  return readAccessToken() !== null || readRefreshToken() !== null;
}

/** Whether a token is stored, re-read when this tab or another one signs in or out. */
export function useHasStoredTokens(): boolean {
  return useSyncExternalStore(subscribe, hasStoredTokens, () => false);
}
