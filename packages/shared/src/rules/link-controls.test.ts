import { describe, expect, it } from "vitest";
import { linkState } from "./link-controls.ts";

const now = new Date("2026-05-01T12:00:00.000Z");

describe("linkState", () => {
  it("is active with no controls set and before the expiry instant", () => {
    expect(linkState({ disabledAt: null, expiresAt: null }, now)).toBe("active");
    expect(linkState({ disabledAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe("active");
  });

  it("is expired from the expiry instant itself on", () => {
    expect(linkState({ disabledAt: null, expiresAt: now }, now)).toBe("expired");
    expect(linkState({ disabledAt: null, expiresAt: new Date(now.getTime() - 1) }, now)).toBe("expired");
  });

  it("reads disabled before expired: the owner's switch is what the owner last chose", () => {
    expect(linkState({ disabledAt: now, expiresAt: new Date(0) }, now)).toBe("disabled");
  });
});
