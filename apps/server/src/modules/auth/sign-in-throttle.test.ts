import { describe, expect, it } from "vitest";
import { createSignInThrottle } from "./sign-in-throttle.ts";

describe("the sign-in throttle", () => {
  it("lets 5 failures pass, then makes each attempt wait a doubling delay", () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      throttle.assertMayTry("ada@example.com");
      throttle.recordFailure("ada@example.com");
    }
    expect(() => throttle.assertMayTry("ada@example.com")).toThrow(/wait 1 seconds/);
    now += 1_000;
    throttle.assertMayTry("ada@example.com");
    throttle.recordFailure("ada@example.com");
    expect(() => throttle.assertMayTry("ada@example.com")).toThrow(/wait 2 seconds/);
    expect(() => throttle.assertMayTry("bob@example.com")).not.toThrow();
  });

  it("never waits more than 5 minutes, and forgets the failures after a success", () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    for (let attempt = 0; attempt < 40; attempt += 1) throttle.recordFailure("ada@example.com");
    expect(() => throttle.assertMayTry("ada@example.com")).toThrow(/wait 300 seconds/);
    now += 300_000;
    throttle.assertMayTry("ada@example.com");
    throttle.recordSuccess("ada@example.com");
    throttle.recordFailure("ada@example.com");
    expect(() => throttle.assertMayTry("ada@example.com")).not.toThrow();
  });
});
