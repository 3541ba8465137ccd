import { describe, expect, it } from "vitest";
import { CreateCompanyBody, OrganizationSetupForm } from "./companies";

describe("OrganizationSetupForm", () => {
  it("completes a bare domain, and the server's rule accepts what it sends", () => {
    const form = OrganizationSetupForm.parse({ name: "Acme", website: "acme.io" });
    expect(form.website).toBe("https://acme.io");
    expect(CreateCompanyBody.parse({ name: form.name, website: form.website }).website).toBe("https://acme.io");
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
