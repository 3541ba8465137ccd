import { describe, expect, it } from "vitest";
import { hasPaidAccess } from "./paid-access";

describe("hasPaidAccess", () => {
  it.each([
    ["pro", "active"],
    ["pro", "trialing"],
    ["enterprise", "on_trial"],
    ["pro", undefined],
  ])("grants %s with status %s", (plan, status) => {
    expect(hasPaidAccess({ subscription_plan: plan, subscription_status: status })).toBe(true);
  });

  it.each([
    ["free", "active"],
    [undefined, "active"],
    ["pro", "cancelled"],
    ["enterprise", "expired"],
    ["pro", "past_due"],
  ])("refuses %s with status %s", (plan, status) => {
    expect(hasPaidAccess({ subscription_plan: plan, subscription_status: status })).toBe(false);
  });

  it("refuses when no company is loaded", () => {
    expect(hasPaidAccess(null)).toBe(false);
  });
});
