import { AccessTokenClaims } from "@vemo/shared/contracts/auth";
import type { StoredUser } from "./session-storage";

/** A JWT has three dot-separated parts; anything else cannot be our access token. */
function isThreePartToken(token: string): boolean {
  const parts = token.split(".");
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

function decodeBase64Url(value: string): string {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's claims, read without verifying the signature (the server verifies it on every call); null when unreadable. */
export function readTokenClaims(token: string): AccessTokenClaims | null {
  if (!isThreePartToken(token)) return null;
  try {
    const result = AccessTokenClaims.safeParse(JSON.parse(decodeBase64Url(token.split(".")[1] ?? "")));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The user record stored at sign-in from the token's claims: names from given/family name, else split from the full name. */
export function userFromClaims(claims: AccessTokenClaims): StoredUser {
  const [firstFromName = "", ...restOfName] = (claims.name ?? "").trim().split(/\s+/);
  const firstName = claims.given_name ?? firstFromName;
  const lastName = claims.family_name ?? restOfName.join(" ");
  return {
    id: claims.userId,
    email: claims.email,
    first_name: firstName,
    last_name: lastName,
    firstName,
    lastName,
    profile_picture: claims.picture ?? null,
  };
}
