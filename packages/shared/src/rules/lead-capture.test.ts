import { describe, expect, it } from "vitest";
import { viewerText } from "../viewer-text/catalogues.ts";
import { leadProblems } from "./lead-capture.ts";

const { format } = viewerText("en");

describe("leadProblems", () => {
  it("accepts a name and an address-like e-mail, the company being optional", () => {
    expect(leadProblems({ name: "Ada", email: " ada@engines.example ", company: "" }, format)).toEqual({});
  });

  it("names each missing or wrong field with the spec's messages", () => {
    expect(leadProblems({ name: " ", email: "", company: "" }, format)).toEqual({
      name: "Name is required",
      email: "Email is required",
    });
    for (const email of ["ada", "ada@", "ada@engines", "a da@engines.example"]) {
      expect(leadProblems({ name: "Ada", email, company: "" }, format)).toEqual({
        email: "Please enter a valid email address",
      });
    }
    expect(leadProblems({ name: "Ada", email: "ada@engines.example", company: "x".repeat(201) }, format).company).toBe(
      "Company can be at most 200 characters",
    );
  });

  it("says so in the page's language", () => {
    expect(leadProblems({ name: "", email: "ada@", company: "" }, viewerText("es").format)).toEqual({
      name: "El nombre es obligatorio",
      email: "Introduce una dirección de correo electrónico válida",
    });
  });
});
