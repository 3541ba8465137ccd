import { describe, expect, it } from "vitest";
import { ENGINE_PROFILES, getEngineProfile } from "./profiles.ts";

describe("engine profiles", () => {
  it("offers production, the default, and testing", () => {
    expect(Object.keys(ENGINE_PROFILES)).toEqual(["production", "testing"]);
    expect(getEngineProfile().name).toBe("production");
    expect(getEngineProfile("testing").name).toBe("testing");
  });

  it("rejects an unknown profile by name", () => {
    expect(() => getEngineProfile("staging")).toThrow(/Unknown engine profile "staging"/);
  });
});
