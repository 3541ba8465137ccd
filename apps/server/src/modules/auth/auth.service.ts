import { randomUUID } from "node:crypto";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { passwordGuessingEmail } from "../notifications/notice-messages.ts";
import { sendOwnerEmailJob } from "../notifications/send-owner-email.job.ts";
import {
  claimGoogleCallbackToken,
  claimRefreshToken,
  findRefreshToken,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertRefreshToken,
  insertUser,
  revokeRefreshTokenFamily,
  updateUser,
  type UserRow,
} from "./auth.repository.ts";
import { assertStrongPassword, hashPassword, verifyPassword } from "./passwords.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";
import { createRefreshToken, hashRefreshToken, type AccessTokens, type AccessTokenSubject } from "./tokens.ts";
import type { Runtime } from "../../runtime.ts";

export type AuthDeps = { db: Db; tokens: AccessTokens; config: Config };

export function authDepsOf(runtime: Runtime, tokens: AccessTokens): AuthDeps {
  return { db: runtime.database.db, tokens, config: runtime.config };
}

export type Session = { user: UserRow; accessToken: string; refreshToken: string; expiresIn: number };

const SIGN_IN_AGAIN = "Your session has expired. Please sign in again.";

/** A new access token and a refresh token in `familyId` (a new family for a fresh sign-in). */
async function startSession(
  deps: AuthDeps,
  user: UserRow,
  familyId: string = randomUUID(),
  options: { isFromGoogleCallback?: boolean } = {},
): Promise<Session> {
  const refresh = createRefreshToken();
  const ttlMs = deps.config.auth.refreshTokenTtlDays * 24 * 60 * 60 * 1000;
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return {
    user,
    accessToken: await deps.tokens.issue(user, {
      sessionId: familyId,
      isFromGoogleCallback: options.isFromGoogleCallback,
    }),
    refreshToken: refresh.token,
    expiresIn: deps.config.auth.accessTokenTtlSeconds,
  };
}

function assertPasswordSignIn(deps: AuthDeps): void {
  if (!deps.config.auth.passwordSignIn) {
    throw new AppError("forbidden", "E-mail and password sign-in is turned off. Please sign in with Google.");
  }
}

export async function registerWithPassword(options: {
  deps: AuthDeps;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<Session> {
  const { deps, email, password, firstName, lastName } = options;
  assertPasswordSignIn(deps);
  await assertStrongPassword(password, [email, firstName, lastName]);
  const user = await insertUser(deps.db, { email, passwordHash: await hashPassword(password), firstName, lastName });
  if (!user) throw new AppError("conflict", "An account with this email already exists");
  return startSession(deps, user);
}

/**
 * One message for an unknown e-mail and a wrong password, so a failure does not reveal which.
 * Failures are counted for unknown accounts too (sign-in-throttle.ts).
 */
export async function loginWithPassword(options: {
  deps: AuthDeps;
  throttle: SignInThrottle;
  email: string;
  password: string;
  address: string;
}): Promise<Session> {
  const { deps, throttle, email, password, address } = options;
  assertPasswordSignIn(deps);
  await throttle.assertMayTry({ email, address });
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isValid) {
    await throttle.recordFailure({ email, address });
    throw new AppError("unauthorized", "Invalid email or password");
  }
  await throttle.recordSuccess({ email, address });
  return startSession(deps, user);
}

/** Tells an existing account by e-mail (when SMTP is set) that its password is being guessed. */
export async function noticePasswordGuessing(options: {
  deps: AuthDeps;
  jobs: Pick<JobRunner, "send">;
  email: string;
  failures: number;
}): Promise<void> {
  const { deps, email, failures } = options;
  if (!deps.config.notifications.mail || !(await findUserByEmail(deps.db, email))) return;
  await options.jobs.send(
    sendOwnerEmailJob,
    passwordGuessingEmail(email, { publicUrl: deps.config.publicUrl, failures }),
  );
}

/**
 * The callback screen's "log in / register as a Google user". Only the access token that Google
 * sign-in's callback just handed to the browser qualifies, and only once: its session's first
 * refresh token is exchanged for a new one in the same session. Any other access token (a
 * password account's, a refreshed one, one already handed over) mints nothing.
 */
export async function handOverGoogleSession(options: {
  deps: AuthDeps;
  accessToken: AccessTokenSubject;
  email: string;
  names?: { firstName?: string; lastName?: string };
}): Promise<Session> {
  const { deps, accessToken, email, names } = options;
  if (!accessToken.isFromGoogleCallback)
    throw new AppError("forbidden", "Only a Google sign-in can continue here. Please sign in with Google.");
  const user = await findUserById(deps.db, accessToken.userId);
  if (!user) throw new AppError("unauthorized", SIGN_IN_AGAIN);
  if (user.email !== email) throw new AppError("forbidden", "This sign-in belongs to another account");
  const claimed = await claimGoogleCallbackToken(deps.db, accessToken.sessionId);
  if (!claimed) throw new AppError("unauthorized", "This Google sign-in was already completed. Please sign in again.");
  const missingNames = {
    ...(!user.firstName && names?.firstName && { firstName: names.firstName }),
    ...(!user.lastName && names?.lastName && { lastName: names.lastName }),
  };
  const updated = Object.keys(missingNames).length > 0 ? await updateUser(deps.db, user.id, missingNames) : user;
  return startSession(deps, updated ?? user, accessToken.sessionId);
}

/** Rotates a refresh token. A token presented twice revokes its whole family: it was stolen or replayed. */
export async function refreshSession(options: { deps: AuthDeps; refreshToken: string }): Promise<Session> {
  const { deps } = options;
  const stored = await findRefreshToken(deps.db, hashRefreshToken(options.refreshToken));
  if (!stored) throw new AppError("unauthorized", "Invalid refresh token");
  if (stored.expiresAt.getTime() <= Date.now()) throw new AppError("unauthorized", SIGN_IN_AGAIN);

  const claimed = await claimRefreshToken(deps.db, stored.id);
  if (!claimed) {
    await revokeRefreshTokenFamily(deps.db, stored.familyId);
    throw new AppError("unauthorized", "This refresh token was already used. Please sign in again.");
  }
  const user = await findUserById(deps.db, stored.userId);
  if (!user) throw new AppError("unauthorized", SIGN_IN_AGAIN);
  return startSession(deps, user, stored.familyId);
}

/** Ends the session of the refresh token, or of the access token, given: both stop working. */
export async function endSession(options: {
  deps: AuthDeps;
  refreshToken: string | undefined;
  accessToken: string | undefined;
}): Promise<void> {
  const { deps } = options;
  if (options.refreshToken) {
    const stored = await findRefreshToken(deps.db, hashRefreshToken(options.refreshToken));
    if (stored) await revokeRefreshTokenFamily(deps.db, stored.familyId);
  }
  if (options.accessToken) {
    const subject = await deps.tokens.verify(options.accessToken).catch(() => null);
    if (subject) await revokeRefreshTokenFamily(deps.db, subject.sessionId);
  }
}

export type GoogleIdentity = {
  subject: string;
  email: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
};

/** Finds the user of a Google identity, links it to an account with the same verified e-mail, or creates one. */
export async function signInWithGoogleIdentity(options: {
  deps: AuthDeps;
  identity: GoogleIdentity;
}): Promise<Session> {
  const { deps, identity } = options;
  const fromCallback = { isFromGoogleCallback: true };
  const known = await findUserByGoogleSubject(deps.db, identity.subject);
  if (known) return startSession(deps, known, undefined, fromCallback);

  const sameEmail = await findUserByEmail(deps.db, identity.email);
  if (sameEmail) {
    if (!identity.isEmailVerified) {
      throw new AppError("conflict", "This e-mail already has an account. Please sign in with your password.");
    }
    const linked = await updateUser(deps.db, sameEmail.id, {
      googleSubject: identity.subject,
      ...(!sameEmail.profilePicture && identity.picture && { profilePicture: identity.picture }),
    });
    return startSession(deps, linked ?? sameEmail, undefined, fromCallback);
  }

  const created = await insertUser(deps.db, {
    email: identity.email,
    googleSubject: identity.subject,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profilePicture: identity.picture,
  });
  if (!created) throw new AppError("conflict", "This e-mail already has an account. Please sign in again.");
  return startSession(deps, created, undefined, fromCallback);
}

const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

/** The signed-in user; a token that outlived its user (deleted meanwhile) counts as expired. */
export async function getProfile(options: { db: Db; userId: string }): Promise<UserRow> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw new AppError("unauthorized", SESSION_EXPIRED);
  return user;
}

export async function updateProfile(options: {
  db: Db;
  userId: string;
  firstName: string;
  lastName: string;
}): Promise<UserRow> {
  const user = await updateUser(options.db, options.userId, {
    firstName: options.firstName,
    lastName: options.lastName,
  });
  if (!user) throw new AppError("unauthorized", SESSION_EXPIRED);
  return user;
}
