import { describe, expect, it } from "vitest";
import { CreateCompanyBody, OrganizationSetupForm } from "./companies";

describe("OrganizationSetupForm", () => {
  it("completes a bare domain, and the server's rule accepts what it sends", () => {
    const form = OrganizationSetupForm.parse({ name: "Acme", website: "acme.io" });
    expect(form.website).toBe("https://acme.io");
    expect(CreateCompanyBody.parse({ name: form.name, website: form.website }).website).toBe("https://acme.io");
  });

  it("checks the name with the spec's messages, and no more than the spec asks", () => {
    const problems = (name: string) =>
      OrganizationSetupForm.safeParse({ name, website: "" }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems("  ")[0]).toBe("Organization name is required");
    expect(problems(" A ")).toEqual(["Organization name must be at least 2 characters"]);
    // The setup form has no maximum ("minimum 2 only"); the server's own rule answers for a long name.
    expect(problems("N".repeat(150))).toEqual([]);
    expect(CreateCompanyBody.safeParse({ name: "N".repeat(150) }).error?.issues[0]?.message).toBe(
      "Company name must be less than 100 characters",
    );
  });

  it("keeps the website optional", () => {
    expect(OrganizationSetupForm.parse({ name: "Acme", website: "  " }).website).toBe("");
  });

  it("gives the spec's message for what is still not a URL", () => {
    const result = OrganizationSetupForm.safeParse({ name: "Acme", website: "not a url" });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["website"], "Please enter a valid website URL"],
    ]);
  });
});
