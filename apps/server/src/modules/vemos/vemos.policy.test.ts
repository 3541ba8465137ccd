import { describe, expect, it } from "vitest";
import { authorizeChange, authorizeCreate, authorizeOrganization, authorizeProcessContent } from "./vemos.policy.ts";
import type { VemoRow } from "./vemos.repository.ts";

const own = {
  id: "company-a",
  name: "Acme Demos",
  subscriptionPlan: "free" as const,
  subscriptionStatus: "active" as const,
};
const refusedWith = (code: string, message: string) => expect.objectContaining({ code, message });

describe("authorizeOrganization", () => {
  it("accepts the caller's own organisation or none named", () => {
    expect(() => authorizeOrganization(own, "company-a", "list")).not.toThrow();
    expect(() => authorizeOrganization(own, undefined, "list")).not.toThrow();
  });

  it("refuses another organisation with a message for the action", () => {
    expect(() => authorizeOrganization(own, "company-b", "list")).toThrow(
      refusedWith("forbidden", "You can only list your own organization's Vemos"),
    );
    expect(() => authorizeOrganization(own, "company-b", "create")).toThrow(
      refusedWith("forbidden", "You can only create Vemos for your own organization"),
    );
  });
});

describe("authorizeProcessContent", () => {
  it("matches the organisation's name whatever its case and surrounding spaces", () => {
    expect(() => authorizeProcessContent(own, " acme demos ")).not.toThrow();
  });

  it("finds no Vemo under another organisation's name", () => {
    expect(() => authorizeProcessContent(own, "Other Org")).toThrow(refusedWith("not_found", "Vemo not found"));
  });
});

describe("authorizeCreate", () => {
  it("stops the Free plan at its limit and asks to upgrade", () => {
    expect(() => authorizeCreate(own, 0)).not.toThrow();
    expect(() => authorizeCreate(own, 3)).toThrow(
      expect.objectContaining({ code: "forbidden", details: expect.objectContaining({ requiresUpgrade: true }) }),
    );
    expect(() => authorizeCreate({ ...own, subscriptionPlan: "pro" }, 50)).not.toThrow();
  });
});

describe("authorizeChange", () => {
  const vemo = (values: Partial<VemoRow>) => ({ isDemo: false, companyId: "company-a", ...values }) as VemoRow;

  it("lets an organisation change its own Vemo only, never the demo", () => {
    expect(() => authorizeChange(own, vemo({}))).not.toThrow();
    expect(() => authorizeChange(own, vemo({ companyId: "company-b" }))).toThrow(
      refusedWith("forbidden", "The welcome demo cannot be changed"),
    );
    expect(() => authorizeChange(own, vemo({ isDemo: true, companyId: null }))).toThrow(
      refusedWith("forbidden", "The welcome demo cannot be changed"),
    );
  });
});
