import type { SubscriptionPlan, SubscriptionStatus } from "@vemo/shared/rules/plans";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import {
  authorizeCancel,
  authorizeCheckout,
  authorizePaidFeature,
  authorizeSubscriptionAccess,
} from "./billing.policy.ts";

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("authorizePaidFeature", () => {
  it.each<[SubscriptionPlan, SubscriptionStatus]>([
    ["pro", "active"],
    ["pro", "trialing"],
    ["enterprise", "on_trial"],
  ])("lets %s with status %s through", (plan, status) => {
    expect(() => authorizePaidFeature({ subscriptionPlan: plan, subscriptionStatus: status }, "sharing")).not.toThrow();
  });

  it("asks a Free organisation to upgrade, naming the feature", () => {
    const error = refusal(() =>
      authorizePaidFeature({ subscriptionPlan: "free", subscriptionStatus: "active" }, "sharing"),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe("Share functionality requires Pro plan. Please upgrade to continue.");
    expect(error.details).toEqual({
      requiresUpgrade: true,
      isCancelled: false,
      currentPlan: "free",
      message: "Share functionality requires Pro plan. Please upgrade to continue.",
    });
    expect(
      refusal(() => authorizePaidFeature({ subscriptionPlan: "free", subscriptionStatus: "active" }, "bulkUploads"))
        .message,
    ).toBe("Bulk Upload requires Pro plan. Please upgrade to continue.");
  });

  it.each<SubscriptionStatus>(["cancelled", "expired", "past_due"])(
    "asks a paid plan with status %s to reactivate",
    (status) => {
      const error = refusal(() =>
        authorizePaidFeature({ subscriptionPlan: "pro", subscriptionStatus: status }, "interactions"),
      );
      expect(error.message).toBe(
        "Your subscription is no longer active. Reactivate your subscription to use Pro features again.",
      );
      expect(error.details).toMatchObject({ requiresUpgrade: true, isCancelled: true, currentPlan: "pro" });
      expect(error.details?.message).toBe(error.message);
    },
  );

  it("treats a Pro plan that lapsed to Free after a cancel as cancelled", () => {
    const error = refusal(() =>
      authorizePaidFeature({ subscriptionPlan: "free", subscriptionStatus: "cancelled" }, "uniqueLinks"),
    );
    expect(error.details).toMatchObject({ requiresUpgrade: true, isCancelled: true, currentPlan: "free" });
  });
});

describe("the other billing rules", () => {
  it("refuses another organisation's subscription", () => {
    expect(refusal(() => authorizeSubscriptionAccess({ id: "a" }, "b")).status).toBe(403);
    expect(() => authorizeSubscriptionAccess({ id: "a" }, "a")).not.toThrow();
  });

  it("refuses a checkout only for a running, non-cancelling paid plan", () => {
    const pro = { subscriptionPlan: "pro" as const, subscriptionStatus: "active" as const, cancelAtPeriodEnd: false };
    expect(refusal(() => authorizeCheckout(pro)).message).toBe("You already have an active Pro subscription");
    expect(() => authorizeCheckout({ ...pro, cancelAtPeriodEnd: true })).not.toThrow();
    expect(() => authorizeCheckout({ ...pro, subscriptionStatus: "past_due" })).not.toThrow();
    expect(() => authorizeCheckout({ ...pro, subscriptionPlan: "free" })).not.toThrow();
  });

  it("has nothing to cancel on the Free plan", () => {
    const error = refusal(() => authorizeCancel({ subscriptionPlan: "free", subscriptionStatus: "active" }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("You are on the Free plan: there is nothing to cancel");
  });
});
