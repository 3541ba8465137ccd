import { describe, expect, it } from "vitest";
import { leadProblems } from "./lead-capture.ts";

describe("leadProblems", () => {
  it("accepts a name and an address-like e-mail, the company being optional", () => {
    expect(leadProblems({ name: "Ada", email: " ada@engines.example ", company: "" })).toEqual({});
  });

  it("names each missing or wrong field with the spec's messages", () => {
    expect(leadProblems({ name: " ", email: "", company: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
    });
    for (const email of ["ada", "ada@", "ada@engines", "a da@engines.example"]) {
      expect(leadProblems({ name: "Ada", email, company: "" })).toEqual({
        email: "Please enter a valid email address",
      });
    }
    expect(leadProblems({ name: "Ada", email: "ada@engines.example", company: "x".repeat(201) }).company).toBe(
      "Company can be at most 200 characters",
    );
  });
});
