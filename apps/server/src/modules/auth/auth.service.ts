import { randomUUID } from "node:crypto";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import {
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
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createRefreshToken, hashRefreshToken, type AccessTokens } from "./tokens.ts";

export type AuthDeps = { db: Db; tokens: AccessTokens; config: Config };

export type Session = { user: UserRow; accessToken: string; refreshToken: string; expiresIn: number };

const SIGN_IN_AGAIN = "Your session has expired. Please sign in again.";

/** A new access token and a refresh token in `familyId` (a new family for a fresh sign-in). */
async function startSession(deps: AuthDeps, user: UserRow, familyId: string = randomUUID()): Promise<Session> {
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
    accessToken: await deps.tokens.issue(user),
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
  const user = await insertUser(deps.db, { email, passwordHash: await hashPassword(password), firstName, lastName });
  if (!user) throw new AppError("conflict", "An account with this email already exists");
  return startSession(deps, user);
}

/** One message for an unknown e-mail and a wrong password, so a failure does not reveal which. */
export async function loginWithPassword(options: { deps: AuthDeps; email: string; password: string }): Promise<Session> {
  const { deps, email, password } = options;
  assertPasswordSignIn(deps);
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isValid) throw new AppError("unauthorized", "Invalid email or password");
  return startSession(deps, user);
}

/**
 * The callback screen's "log in / register as a Google user": the bearer token proves who the
 * caller is (the server made that account during Google sign-in); this gives it a new session.
 */
export async function renewSessionForBearer(options: {
  deps: AuthDeps;
  userId: string;
  email: string;
  names?: { firstName?: string; lastName?: string };
}): Promise<Session> {
  const { deps, userId, email, names } = options;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthorized", SIGN_IN_AGAIN);
  if (user.email !== email) throw new AppError("forbidden", "This sign-in belongs to another account");
  const missingNames = {
    ...(!user.firstName && names?.firstName && { firstName: names.firstName }),
    ...(!user.lastName && names?.lastName && { lastName: names.lastName }),
  };
  const updated = Object.keys(missingNames).length > 0 ? await updateUser(deps.db, user.id, missingNames) : user;
  return startSession(deps, updated ?? user);
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

export async function endSession(options: { deps: AuthDeps; refreshToken: string | undefined }): Promise<void> {
  if (!options.refreshToken) return;
  const stored = await findRefreshToken(options.deps.db, hashRefreshToken(options.refreshToken));
  if (stored) await revokeRefreshTokenFamily(options.deps.db, stored.familyId);
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
export async function signInWithGoogleIdentity(options: { deps: AuthDeps; identity: GoogleIdentity }): Promise<Session> {
  const { deps, identity } = options;
  const known = await findUserByGoogleSubject(deps.db, identity.subject);
  if (known) return startSession(deps, known);

  const sameEmail = await findUserByEmail(deps.db, identity.email);
  if (sameEmail) {
    if (!identity.isEmailVerified) {
      throw new AppError("conflict", "This e-mail already has an account. Please sign in with your password.");
    }
    const linked = await updateUser(deps.db, sameEmail.id, {
      googleSubject: identity.subject,
      ...(!sameEmail.profilePicture && identity.picture && { profilePicture: identity.picture }),
    });
    return startSession(deps, linked ?? sameEmail);
  }

  const created = await insertUser(deps.db, {
    email: identity.email,
    googleSubject: identity.subject,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profilePicture: identity.picture,
  });
  if (!created) throw new AppError("conflict", "This e-mail already has an account. Please sign in again.");
  return startSession(deps, created);
}
