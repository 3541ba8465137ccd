import { describe, expect, it } from "vitest";
import { rememberReturnPath, safeReturnPath, takeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeReturnPath("/customer-interactions?prospect=tok-1&viewer=v-2")).toBe(
      "/customer-interactions?prospect=tok-1&viewer=v-2",
    );
    expect(safeReturnPath("/view-vemo/abc#details")).toBe("/view-vemo/abc#details");
    expect(safeReturnPath("/")).toBe("/");
  });

  it.each([
    "https://evil.example/overview",
    "//evil.example/overview",
    "/\\evil.example",
    "javascript:alert(1)",
    "overview",
    "",
    null,
    42,
    "/login",
    "/auth/callback",
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("the remembered return path", () => {
  it("is read once", () => {
    rememberReturnPath("/customer-interactions?prospect=tok-1");
    expect(takeReturnPath()).toBe("/customer-interactions?prospect=tok-1");
    expect(takeReturnPath()).toBeNull();
  });

  it("is never followed off the site, even when storage was written by something else", () => {
    sessionStorage.setItem("returnPath", "//evil.example");
    expect(takeReturnPath()).toBeNull();
  });
});
