import { describe, expect, it } from "vitest";
import { browserLanguage, viewerLanguage } from "./viewer-language.ts";

describe("the share page's language", () => {
  it("follows the browser's most wanted language by q-value, whatever the order", () => {
    expect(viewerLanguage({ pinned: null, acceptLanguage: "es" })).toBe("es");
    expect(viewerLanguage({ pinned: null, acceptLanguage: "en;q=0.5, de;q=0.9, fr;q=0.7" })).toBe("de");
    expect(viewerLanguage({ pinned: null, acceptLanguage: "fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7" })).toBe("fr");
  });

  it("serves a regional variant its language and skips languages it has no catalogue for", () => {
    expect(browserLanguage("pt-BR")).toBe("pt");
    expect(browserLanguage("es-419,es;q=0.9")).toBe("es");
    expect(browserLanguage("ja, pt;q=0.3")).toBe("pt");
  });

  it("never picks a language the browser refuses (q=0)", () => {
    expect(browserLanguage("de;q=0, fr;q=0.2")).toBe("fr");
    expect(browserLanguage("de;q=0")).toBeNull();
  });

  it("is English for a browser asking for nothing it knows, or nothing at all", () => {
    expect(viewerLanguage({ pinned: null, acceptLanguage: "ja, zh-CN;q=0.8" })).toBe("en");
    expect(viewerLanguage({ pinned: null, acceptLanguage: undefined })).toBe("en");
    expect(viewerLanguage({ pinned: null, acceptLanguage: "not a header;;q=x" })).toBe("en");
  });

  it("is the owner's pinned language whatever the browser asks", () => {
    expect(viewerLanguage({ pinned: "de", acceptLanguage: "es, en;q=0.8" })).toBe("de");
    expect(viewerLanguage({ pinned: "pt", acceptLanguage: undefined })).toBe("pt");
  });
});
