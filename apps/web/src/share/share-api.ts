import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import type { AnswerPayload } from "@vemo/shared/rules/answer-text";
import type { LeadValues } from "@vemo/shared/rules/lead-capture";
import { ANSWER_ACCEPT, readAnswerReply } from "../components/chat/answer-reply";
import { t } from "../lib/viewer-text";
import { shareGrantHeaders } from "./share-grant";
import { visitorId } from "./visitor-id";
import type { WatchedEntry } from "./watch-log";

// The share page's own calls: plain fetch and hand-checked JSON, so its bundle carries no
// dashboard client and no schema library.

type JsonReply = { status: number; ok: boolean; body: Record<string, unknown> };

const sharePath = (token: string) => `/api/vemos/share/${encodeURIComponent(token)}`;
const sessionPath = (token: string, sessionId: string) =>
  `${sharePath(token)}/sessions/${encodeURIComponent(sessionId)}`;

async function requestJson(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {},
): Promise<JsonReply> {
  const headers: Record<string, string> = { Accept: "application/json", ...shareGrantHeaders() };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const value: unknown = await response.json().catch(() => null);
  const body = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { status: response.status, ok: response.ok, body };
}

export type SharedVemoResult =
  | { kind: "loaded"; vemo: SharedVemo }
  | { kind: "expired" }
  | { kind: "locked" }
  | { kind: "link-not-found"; message: string }
  | { kind: "vemo-not-found" };

function isSharedVemo(value: unknown): value is SharedVemo {
  if (value === null || typeof value !== "object") return false;
  const vemo = value as Record<string, unknown>;
  const company = vemo.company as Record<string, unknown> | null | undefined;
  return (
    typeof vemo.id === "string" &&
    typeof vemo.title === "string" &&
    Array.isArray(vemo.videos) &&
    typeof company?.name === "string"
  );
}

/**
 * The shared Vemo, or why it cannot be shown: a refused plan (403 or subscriptionExpired), a
 * passcode to enter (401 passcodeRequired), an unknown, disabled or expired link (its reason, in the
 * page's language), no Vemo.
 */
export async function fetchSharedVemo(token: string): Promise<SharedVemoResult> {
  let reply: JsonReply;
  try {
    reply = await requestJson(sharePath(token));
  } catch {
    return { kind: "link-not-found", message: t("screen.loadFailed") };
  }
  if (reply.status === 403 || reply.body.subscriptionExpired === true) return { kind: "expired" };
  if (reply.body.passcodeRequired === true) return { kind: "locked" };
  if (!reply.ok) return { kind: "link-not-found", message: loadFailure(reply) };
  return isSharedVemo(reply.body.data) ? { kind: "loaded", vemo: reply.body.data } : { kind: "vemo-not-found" };
}

/** Why a link did not load, in the page's language; a 4xx the page does not know keeps the server's text. */
function loadFailure(reply: JsonReply): string {
  if (reply.status === 404) return t("screen.linkNotFound");
  if (reply.status === 410)
    return t(reply.body.linkState === "disabled" ? "screen.linkDisabled" : "screen.linkExpired");
  if (reply.status === 429) return t("screen.tooManyRequests");
  return reply.status < 500 && typeof reply.body.error === "string" ? reply.body.error : t("screen.loadFailed");
}

/** The Vemo's suggested questions; none when they cannot be read (the chat works without them). */
export async function fetchSuggestedQuestions(token: string): Promise<string[]> {
  try {
    const reply = await requestJson(`${sharePath(token)}/suggested-questions`);
    const questions = reply.ok ? reply.body.suggested_questions : null;
    return Array.isArray(questions)
      ? questions.filter((question): question is string => typeof question === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * Asks the share chat for a streamed answer: with a chat model configured, `onText` gets the answer's text so far as
 * it is written; the promise resolves with the final answer (its citations and moment), which the built-in engine
 * sends alone. A server that answers JSON is read as before.
 */
export async function askSharedVemo(options: {
  token: string;
  question: string;
  sessionId: string | null;
  signal: AbortSignal;
  onText?: (textSoFar: string) => void;
}): Promise<AnswerPayload> {
  const { token, question, sessionId, signal, onText } = options;
  const body = { question, ...(sessionId ? { sessionId } : {}), visitorId: visitorId() };
  const response = await fetch(`${sharePath(token)}/chat`, {
    method: "POST",
    headers: {
      Accept: ANSWER_ACCEPT,
      "Content-Type": "application/json",
      ...shareGrantHeaders(),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`Question failed (${response.status})`);
  return readAnswerReply(response, onText);
}

/** Starts the viewer session this page's questions and heartbeats belong to; null when it could not be started. */
export async function startViewerSession(token: string): Promise<string | null> {
  try {
    const reply = await requestJson(`${sharePath(token)}/sessions`, {
      method: "POST",
      body: { visitorId: visitorId() },
    });
    return reply.ok && typeof reply.body.sessionId === "string" ? reply.body.sessionId : null;
  } catch {
    return null;
  }
}

/** The page is still open and visible, with what played since the last report; false when the report did not arrive. */
export async function sendHeartbeat(token: string, sessionId: string, watched: WatchedEntry[]): Promise<boolean> {
  try {
    const body = watched.length > 0 ? { watched } : undefined;
    const reply = await requestJson(`${sessionPath(token, sessionId)}/heartbeat`, { method: "POST", body });
    return reply.ok;
  } catch {
    // A missed heartbeat only shortens the counted time.
    return false;
  }
}

/** The page's goodbye with what played since the last report: a beacon outlives the page, where a fetch started in `pagehide` would be cancelled. */
export function sendSessionEnd(token: string, sessionId: string, watched: WatchedEntry[]): void {
  const path = `${sessionPath(token, sessionId)}/end`;
  const body = watched.length > 0 ? JSON.stringify({ watched }) : undefined;
  if (typeof navigator.sendBeacon === "function") {
    navigator.sendBeacon(path, body === undefined ? undefined : new Blob([body], { type: "application/json" }));
    return;
  }
  const headers = body === undefined ? undefined : { "Content-Type": "application/json" };
  void fetch(path, { method: "POST", keepalive: true, headers, body }).catch(() => undefined);
}

/** The visitor's own unique link, a code sent to their e-mail first (a link that checks e-mails), or why not. */
export type LeadResult =
  { ok: true; shareToken: string } | { ok: true; codeSent: true } | { ok: false; message: string };

/** A refusal in the page's language: a 429 is "too many requests"; another 4xx keeps the server's text. */
function refusal(reply: JsonReply, fallback: string): string {
  if (reply.status === 429) return t("screen.tooManyRequests");
  return reply.status < 500 && typeof reply.body.error === "string" ? reply.body.error : fallback;
}

/** Sends the lead form (again, for a new code): the visitor's own unique link, a code on its way, or why not. */
export async function sendLead(token: string, values: LeadValues): Promise<LeadResult> {
  try {
    const reply = await requestJson(`${sharePath(token)}/lead`, { method: "POST", body: values });
    if (reply.ok && typeof reply.body.shareToken === "string") return { ok: true, shareToken: reply.body.shareToken };
    if (reply.ok && reply.body.codeSent === true) return { ok: true, codeSent: true };
    return { ok: false, message: refusal(reply, t("lead.failed")) };
  } catch {
    return { ok: false, message: t("lead.failed") };
  }
}

export type VerifyResult = { ok: true; shareToken: string } | { ok: false; message: string };

/** Checks the e-mailed code: the visitor's own unique link, or why not (wrong, expired, too many wrong codes). */
export async function verifyLead(token: string, email: string, code: string): Promise<VerifyResult> {
  try {
    const reply = await requestJson(`${sharePath(token)}/lead/verify`, { method: "POST", body: { email, code } });
    if (reply.ok && typeof reply.body.shareToken === "string") return { ok: true, shareToken: reply.body.shareToken };
    if (reply.status === 403) return { ok: false, message: t("lead.codeWrong") };
    if (reply.status === 410) return { ok: false, message: t("lead.codeExpired") };
    if (reply.body.tooManyCodes === true) return { ok: false, message: t("lead.tooManyTries") };
    return { ok: false, message: refusal(reply, t("lead.failed")) };
  } catch {
    return { ok: false, message: t("lead.failed") };
  }
}

export type UnlockResult = { ok: true; grant: string } | { ok: false; message: string };

/** Tries a passcode: a grant for the link, or why not (wrong passcode, too many tries) in the page's language. */
export async function unlockSharedVemo(token: string, passcode: string): Promise<UnlockResult> {
  try {
    const reply = await requestJson(`${sharePath(token)}/unlock`, { method: "POST", body: { passcode } });
    if (reply.ok && typeof reply.body.grant === "string") return { ok: true, grant: reply.body.grant };
    if (reply.status === 403) return { ok: false, message: t("passcode.wrong") };
    return { ok: false, message: refusal(reply, t("passcode.failed")) };
  } catch {
    return { ok: false, message: t("passcode.failed") };
  }
}
