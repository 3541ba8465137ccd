import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../../platform/errors.ts";

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

export const WEAK_PASSWORD_MESSAGE =
  "This password is too common or too easy to guess. Please choose a longer, less predictable one.";

let strengthChecker: Promise<(password: string, userInputs: string[]) => number> | undefined;

/** zxcvbn's score (0–4) with its common-password and name dictionaries, loaded once on first use. */
function passwordScore(password: string, userInputs: string[]): Promise<number> {
  strengthChecker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
    ]);
    const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
    return (candidate: string, inputs: string[]) => zxcvbn.check(candidate, inputs).score;
  })();
  return strengthChecker.then((check) => check(password, userInputs));
}

/** Refuses a password that is among the most common ones or built from the user's own e-mail or names. */
export async function assertStrongPassword(password: string, userInputs: string[]): Promise<void> {
  if ((await passwordScore(password, userInputs)) < 2)
    throw new AppError("bad_request", WEAK_PASSWORD_MESSAGE, { details: [WEAK_PASSWORD_MESSAGE] });
}
