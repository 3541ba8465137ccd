import { LEAD_CAPTURE_OFF_MESSAGE } from "@vemo/shared/rules/lead-capture";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import { authorizeLeadCapture, authorizePublicView, isLeadCaptureOn } from "./sharing.policy.ts";

const pro = { subscriptionPlan: "pro", subscriptionStatus: "active" } as const;
const free = { subscriptionPlan: "free", subscriptionStatus: "active" } as const;
const lapsedPro = { subscriptionPlan: "pro", subscriptionStatus: "expired" } as const;
const ownVemo = { isDemo: false, leadCapture: true };
const demo = { isDemo: true, leadCapture: true };

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("authorizePublicView", () => {
  it("lets a paid organisation's link and the welcome demo's link be viewed", () => {
    expect(() => authorizePublicView(ownVemo, pro)).not.toThrow();
    expect(() => authorizePublicView(demo, null)).not.toThrow();
  });

  it("refuses a Free or lapsed organisation's link with 403 subscriptionExpired", () => {
    for (const company of [free, lapsedPro, null]) {
      const error = refusal(() => authorizePublicView(ownVemo, company));
      expect(error.status).toBe(403);
      expect(error.details).toEqual({ subscriptionExpired: true });
    }
  });
});

describe("isLeadCaptureOn", () => {
  it("asks only on a public link of an organisation's Vemo with lead capture on", () => {
    expect(isLeadCaptureOn({ kind: "public" }, ownVemo)).toBe(true);
    expect(isLeadCaptureOn({ kind: "unique" }, ownVemo)).toBe(false);
    expect(isLeadCaptureOn({ kind: "public" }, { isDemo: false, leadCapture: false })).toBe(false);
    expect(isLeadCaptureOn({ kind: "public" }, demo)).toBe(false);
  });
});

describe("authorizeLeadCapture", () => {
  it("accepts details where the link asks for them and the plan allows unique links", () => {
    expect(() => authorizeLeadCapture({ kind: "public" }, ownVemo, pro)).not.toThrow();
  });

  it("answers 409 where the link does not ask, or for the welcome demo", () => {
    for (const [link, vemo, company] of [
      [{ kind: "unique" }, ownVemo, pro],
      [{ kind: "public" }, { isDemo: false, leadCapture: false }, pro],
      [{ kind: "public" }, demo, null],
    ] as const) {
      const error = refusal(() => authorizeLeadCapture(link, vemo, company));
      expect(error.status).toBe(409);
      expect(error.message).toBe(LEAD_CAPTURE_OFF_MESSAGE);
    }
  });

  it("asks a Free organisation to upgrade, as the owner's share dialog does", () => {
    const error = refusal(() => authorizeLeadCapture({ kind: "public" }, ownVemo, free));
    expect(error.status).toBe(403);
    expect(error.details).toMatchObject({ requiresUpgrade: true });
  });
});
