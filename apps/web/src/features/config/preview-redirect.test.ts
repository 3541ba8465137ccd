import { describe, expect, it } from "vitest";
import { getPreviewRedirectUrl } from "./preview-redirect";

const config = { publicUrl: "https://vemo.example.com", previewHosts: ["vemo-preview.pages.dev", "staging.vemo.dev"] };

function at(url: string) {
  const { hostname, pathname, search, hash } = new URL(url);
  return { hostname, pathname, search, hash };
}

describe("getPreviewRedirectUrl", () => {
  it("sends a preview host to the public origin keeping path, query and hash", () => {
    expect(getPreviewRedirectUrl(at("https://vemo-preview.pages.dev/share/abc?ref=mail#chat"), config)).toBe(
      "https://vemo.example.com/share/abc?ref=mail#chat",
    );
  });

  it("keeps the public URL's port and ignores its path", () => {
    const withPort = { publicUrl: "http://localhost:3000/app/", previewHosts: ["staging.vemo.dev"] };
    expect(getPreviewRedirectUrl(at("https://staging.vemo.dev/"), withPort)).toBe("http://localhost:3000/");
  });

  it("matches the host case-insensitively", () => {
    expect(getPreviewRedirectUrl(at("https://STAGING.vemo.dev/overview"), config)).toBe(
      "https://vemo.example.com/overview",
    );
  });

  it("does not redirect on the main host", () => {
    expect(getPreviewRedirectUrl(at("https://vemo.example.com/vemos?page=2#top"), config)).toBeNull();
  });

  it("does not redirect when the main host is also listed as a preview host", () => {
    const listed = { ...config, previewHosts: ["vemo.example.com"] };
    expect(getPreviewRedirectUrl(at("https://vemo.example.com/"), listed)).toBeNull();
  });

  it("does not redirect on a host that is not a preview host", () => {
    expect(getPreviewRedirectUrl(at("http://localhost:5173/login"), config)).toBeNull();
  });

  it("does not redirect when the public URL is malformed", () => {
    expect(getPreviewRedirectUrl(at("https://staging.vemo.dev/"), { ...config, publicUrl: "not a url" })).toBeNull();
  });
});
