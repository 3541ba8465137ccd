import { describe, expect, it } from "vitest";
import { pageTitle, shareTitle } from "./page-titles";

describe("pageTitle", () => {
  it("names the screen, then the product", () => {
    expect(pageTitle("Vemos")).toBe("Vemos – Vemo");
  });
});

describe("shareTitle", () => {
  it("reads 'title - company | product'", () => {
    expect(shareTitle("Product tour", "Acme")).toBe("Product tour - Acme | Vemo");
  });

  it("leaves the company out when it is the product itself, as for the welcome demo", () => {
    expect(shareTitle("Welcome to Vemo", "Vemo")).toBe("Welcome to Vemo | Vemo");
    expect(shareTitle("Welcome to Vemo", " vemo ")).toBe("Welcome to Vemo | Vemo");
  });
});
