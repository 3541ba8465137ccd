import { createHmac, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the owner pastes into their receiver. */
export function newWebhookSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The Vemo-Signature header: the timestamp is signed with the body so a captured request cannot be replayed later. */
export function webhookSignature(options: { secret: string; body: string; timestamp: number }): string {
  const digest = createHmac("sha256", options.secret).update(`${options.timestamp}.${options.body}`).digest("hex");
  return `t=${options.timestamp},v1=${digest}`;
}
