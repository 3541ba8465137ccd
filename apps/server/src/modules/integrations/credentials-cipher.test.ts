import { describe, expect, it } from "vitest";
import { openText, sealText } from "./credentials-cipher.ts";

const KEY = "a test key that is at least 32 characters long";

describe("sealed credentials", () => {
  it("open with their key only, and never show the clear text", () => {
    const sealed = sealText(KEY, '{"accessToken":"pat-secret"}');
    expect(sealed).not.toContain("pat-secret");
    expect(sealText(KEY, "same")).not.toBe(sealText(KEY, "same"));
    expect(openText(KEY, sealed)).toBe('{"accessToken":"pat-secret"}');
    expect(openText("another key that is at least 32 characters", sealed)).toBeNull();
  });

  it("refuse a changed ciphertext", () => {
    const [version, iv, tag, body] = sealText(KEY, "token").split(".");
    const changed = Buffer.from(body!, "base64url");
    changed[0] = changed[0]! ^ 1;
    expect(openText(KEY, [version, iv, tag, changed.toString("base64url")].join("."))).toBeNull();
    expect(openText(KEY, "not sealed")).toBeNull();
  });
});
