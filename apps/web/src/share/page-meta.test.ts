import { describe, expect, it } from "vitest";
import { applyPageMeta } from "./page-meta";

describe("applyPageMeta", () => {
  it("titles the welcome demo without repeating the product as its company", () => {
    applyPageMeta({ title: "Welcome to Vemo", company: { name: "Vemo", display_name: "" } });
    expect(document.title).toBe("Welcome to Vemo | Vemo");
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Welcome to Vemo | Vemo");
  });
});
