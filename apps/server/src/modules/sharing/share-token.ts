import { randomBytes } from "node:crypto";

/** A share link's token: 128 random bits, so no link can be guessed from another. */
export function newShareToken(): string {
  return randomBytes(16).toString("base64url");
}
