import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import { authorizeQuestion, canAskAbout } from "./qa.policy.ts";

const company = { id: "company-1" };

describe("who may ask about a Vemo", () => {
  it("allows the organisation's own Vemos and the welcome demo", () => {
    expect(canAskAbout(company, { companyId: "company-1", isDemo: false })).toBe(true);
    expect(canAskAbout(company, { companyId: null, isDemo: true })).toBe(true);
  });

  it("refuses another organisation's Vemo, even one marked as a demo, as not found", () => {
    expect(canAskAbout(company, { companyId: "company-2", isDemo: false })).toBe(false);
    expect(canAskAbout(company, { companyId: "company-2", isDemo: true })).toBe(false);
    expect(() => authorizeQuestion(company, { companyId: "company-2", isDemo: false })).toThrow(AppError);
    expect(() => authorizeQuestion(company, undefined)).toThrow("Vemo not found");
  });
});
