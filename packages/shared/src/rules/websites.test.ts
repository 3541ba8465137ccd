import { describe, expect, it } from "vitest";
import { websiteUrl } from "./websites";

describe("websiteUrl", () => {
  it("adds https:// to a bare domain", () => {
    expect(websiteUrl("acme.io")).toBe("https://acme.io");
    expect(websiteUrl("  www.acme.io/about ")).toBe("https://www.acme.io/about");
  });

  it("keeps an address that already has http or https", () => {
    expect(websiteUrl("http://acme.io")).toBe("http://acme.io");
    expect(websiteUrl("https://intranet:8080")).toBe("https://intranet:8080");
  });

  it.each(["acme", "not a url", "ftp://acme.io", "mailto:me@acme.io", "https://", "acme.io/a b"])(
    "refuses %j",
    (text) => {
      expect(websiteUrl(text)).toBeNull();
    },
  );
});
