import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, webhookSignature } from "./webhook-signature.ts";

describe("webhook signatures", () => {
  it("signs the timestamp and the raw body with the secret", () => {
    const body = '{"id":"1","type":"webhook.test"}';
    const expected = createHmac("sha256", "s3cret").update(`1700000000.${body}`).digest("hex");
    expect(webhookSignature({ secret: "s3cret", body, timestamp: 1700000000 })).toBe(`t=1700000000,v1=${expected}`);
  });

  it("changes when the body changes", () => {
    const one = webhookSignature({ secret: "s3cret", body: "{}", timestamp: 1 });
    expect(webhookSignature({ secret: "s3cret", body: "{ }", timestamp: 1 })).not.toBe(one);
  });

  it("makes 32-byte base64url secrets, a new one each time", () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
