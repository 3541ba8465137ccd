import { describe, expect, it } from "vitest";
import { authorizeWebhookUrl, PRIVATE_WEBHOOK_URL } from "./webhooks.policy.ts";

describe("authorizeWebhookUrl", () => {
  it.each([
    "http://127.0.0.1:8080/hook",
    "https://10.1.2.3/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/hook",
    "http://[::ffff:192.168.0.1]/hook",
    "http://0x7f000001/hook",
    "http://localhost:3000/hook",
    "http://api.localhost/hook",
  ])("refuses %s", (url) => {
    expect(() => authorizeWebhookUrl(url, false)).toThrow(PRIVATE_WEBHOOK_URL);
  });

  it.each(["https://hooks.example.com/vemo", "https://93.184.215.14/hook", "http://[2606:4700::1111]/hook", ""])(
    "accepts %j",
    (url) => {
      expect(() => authorizeWebhookUrl(url, false)).not.toThrow();
    },
  );

  it("lets a private address through with ALLOW_PRIVATE_NETWORK", () => {
    expect(() => authorizeWebhookUrl("http://127.0.0.1:8080/hook", true)).not.toThrow();
  });
});
