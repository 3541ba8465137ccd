import { hash, verify } from "@node-rs/argon2";

// Argon2id with the library's defaults (memory-hard: 19 MiB, 2 passes), as OWASP recommends.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the account does not exist keeps failed logins equally slow,
// so response time does not tell whether an e-mail is registered.
const UNKNOWN_ACCOUNT_HASH = hash("no account has this password");

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return verify(passwordHash ?? (await UNKNOWN_ACCOUNT_HASH), password);
}
