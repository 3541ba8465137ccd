import { createHash, randomBytes } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { AccessTokenClaims } from "@vemo/shared/contracts/auth";
import type { Config } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import type { Db } from "../../platform/db/database.ts";
import { getOrCreateSecret } from "./auth.repository.ts";

type TokenUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
};

/**
 * What a valid access token proves: its user, the session (refresh-token family) it belongs to,
 * and whether Google sign-in's callback issued it (the one token that may be handed over once).
 */
export type AccessTokenSubject = { userId: string; sessionId: string; isFromGoogleCallback: boolean };

export type AccessTokens = {
  /** Signs a short-lived access token (JWT, HS256) carrying the claims the web app stores as its user record. */
  issue(user: TokenUser, session: { sessionId: string; isFromGoogleCallback?: boolean }): Promise<string>;
  /** The subject of a valid access token; throws `unauthorized` otherwise. */
  verify(token: string): Promise<AccessTokenSubject>;
  /** Key material other modules derive their own secrets from (cookie signing). */
  secret: Uint8Array;
};

const AUDIENCE = "vemo";

export async function createAccessTokens(config: Config, db: Db): Promise<AccessTokens> {
  const encoded =
    config.auth.secret ?? (await getOrCreateSecret(db, "access_token_key", randomBytes(32).toString("base64url")));
  const secret = new TextEncoder().encode(encoded);
  const issuer = config.publicUrl;
  return {
    secret,
    async issue(user, session) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      const claims: Omit<AccessTokenClaims, "sub"> = {
        userId: user.id,
        email: user.email,
        ...(name && { name }),
        ...(user.firstName && { given_name: user.firstName }),
        ...(user.lastName && { family_name: user.lastName }),
        ...(user.profilePicture && { picture: user.profilePicture }),
        sid: session.sessionId,
        ...(session.isFromGoogleCallback && { via: "google_callback" }),
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${config.auth.accessTokenTtlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience: AUDIENCE, algorithms: ["HS256"] });
        if (!payload.sub || typeof payload.sid !== "string")
          throw new AppError("unauthorized", "Invalid or expired token");
        return { userId: payload.sub, sessionId: payload.sid, isFromGoogleCallback: payload.via === "google_callback" };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new AppError("unauthorized", "Invalid or expired token");
        throw error;
      }
    },
  };
}

/** A refresh token: 256 random bits, shown once to the client and stored only as a hash. */
export function createRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
