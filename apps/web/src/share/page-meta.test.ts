import { describe, expect, it } from "vitest";
import { applyPageMeta } from "./page-meta";

describe("applyPageMeta", () => {
  it("titles the welcome demo without repeating the product as its company", () => {
    applyPageMeta({
      title: "Welcome to Vemo",
      company: { name: "Vemo", display_name: "" },
      brand: { color: null, logoUrl: null, poweredBy: true },
    });
    expect(document.title).toBe("Welcome to Vemo | Vemo");
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Welcome to Vemo | Vemo");
  });

  it("leaves Vemo out of the title once the organisation hid Powered by Vemo", () => {
    applyPageMeta({
      title: "Pricing tour",
      company: { name: "Acme", display_name: "" },
      brand: { color: null, logoUrl: null, poweredBy: false },
    });
    expect(document.title).toBe("Pricing tour - Acme");
  });
});
