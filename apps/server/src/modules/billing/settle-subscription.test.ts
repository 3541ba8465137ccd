import { describe, expect, it } from "vitest";
import { addBillingCycle } from "./billing-periods.ts";
import { settlementAt } from "./settle-subscription.ts";

const now = new Date("2030-06-15T12:00:00Z");
const proTest = {
  subscriptionPlan: "pro" as const,
  subscriptionStatus: "active" as const,
  billingCycle: "monthly" as const,
  currentPeriodEnd: new Date("2030-07-01T00:00:00Z"),
  cancelAtPeriodEnd: false,
  billingProvider: "test",
};

describe("settlementAt", () => {
  it("changes nothing before the period end, and nothing on the Free plan", () => {
    expect(settlementAt(proTest, now)).toBeNull();
    expect(
      settlementAt({ ...proTest, subscriptionPlan: "free", currentPeriodEnd: new Date("2030-01-01T00:00:00Z") }, now),
    ).toBeNull();
    expect(settlementAt({ ...proTest, currentPeriodEnd: null }, now)).toBeNull();
  });

  it("lapses a cancelled subscription to Free, status cancelled, once its period has passed", () => {
    const lapsed = settlementAt(
      { ...proTest, cancelAtPeriodEnd: true, currentPeriodEnd: new Date("2030-06-01T00:00:00Z") },
      now,
    );
    expect(lapsed).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "cancelled",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
  });

  it("renews a test-mode subscription by whole cycles past now", () => {
    const renewed = settlementAt({ ...proTest, currentPeriodEnd: new Date("2030-04-10T00:00:00Z") }, now);
    expect(renewed).toEqual({ currentPeriodEnd: new Date("2030-07-10T00:00:00Z") });
    const yearly = settlementAt(
      { ...proTest, billingCycle: "yearly", currentPeriodEnd: new Date("2030-06-15T12:00:00Z") },
      now,
    );
    expect(yearly).toEqual({ currentPeriodEnd: new Date("2031-06-15T12:00:00Z") });
  });

  it("leaves a Stripe subscription to Stripe unless it was cancelled", () => {
    const stripe = { ...proTest, billingProvider: "stripe", currentPeriodEnd: new Date("2030-06-01T00:00:00Z") };
    expect(settlementAt(stripe, now)).toBeNull();
    expect(settlementAt({ ...stripe, cancelAtPeriodEnd: true }, now)).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "cancelled",
    });
  });

  it("ends an inactive test-mode subscription at its period end instead of renewing it", () => {
    const pastDue = {
      ...proTest,
      subscriptionStatus: "past_due" as const,
      currentPeriodEnd: new Date("2030-06-01T00:00:00Z"),
    };
    expect(settlementAt(pastDue, now)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "expired" });
  });
});

describe("addBillingCycle", () => {
  it("adds a month or a year, keeping the day when the month has it", () => {
    expect(addBillingCycle(new Date("2030-01-15T08:30:00Z"), "monthly")).toEqual(new Date("2030-02-15T08:30:00Z"));
    expect(addBillingCycle(new Date("2030-12-15T08:30:00Z"), "monthly")).toEqual(new Date("2031-01-15T08:30:00Z"));
    expect(addBillingCycle(new Date("2030-01-15T08:30:00Z"), "yearly")).toEqual(new Date("2031-01-15T08:30:00Z"));
  });

  it("uses the month's last day when the day does not exist", () => {
    expect(addBillingCycle(new Date("2030-01-31T00:00:00Z"), "monthly")).toEqual(new Date("2030-02-28T00:00:00Z"));
    expect(addBillingCycle(new Date("2032-02-29T00:00:00Z"), "yearly")).toEqual(new Date("2033-02-28T00:00:00Z"));
  });
});
