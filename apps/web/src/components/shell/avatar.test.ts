import { describe, expect, it } from "vitest";
import { getAvatar } from "./avatar";

const user = {
  email: "jane@acme.test",
  first_name: "Jane",
  last_name: "Doe",
  profile_picture: "https://cdn.test/jane.png",
};

describe("getAvatar", () => {
  it("prefers the company logo", () => {
    expect(getAvatar({ logo: "https://cdn.test/acme.png" }, user)).toEqual({
      kind: "image",
      src: "https://cdn.test/acme.png",
    });
    expect(getAvatar({ logo_url: "https://cdn.test/acme-2.png" }, user)).toEqual({
      kind: "image",
      src: "https://cdn.test/acme-2.png",
    });
  });

  it("falls back to the profile picture", () => {
    expect(getAvatar({ logo: null }, user)).toEqual({ kind: "image", src: "https://cdn.test/jane.png" });
    expect(getAvatar(null, user)).toEqual({ kind: "image", src: "https://cdn.test/jane.png" });
  });

  it("falls back to initials of first and last name, in either spelling", () => {
    expect(getAvatar(null, { ...user, profile_picture: null })).toEqual({ kind: "text", text: "JD" });
    expect(getAvatar(null, { firstName: "max", lastName: "mustermann" })).toEqual({ kind: "text", text: "MM" });
  });

  it("falls back to the e-mail's first letter, upper-cased", () => {
    expect(getAvatar(null, { email: "zoe@acme.test" })).toEqual({ kind: "text", text: "Z" });
    expect(getAvatar(null, { email: "zoe@acme.test", first_name: "", last_name: " " })).toEqual({
      kind: "text",
      text: "Z",
    });
  });

  it("defaults to A", () => {
    expect(getAvatar(null, null)).toEqual({ kind: "text", text: "A" });
    expect(getAvatar(undefined, {})).toEqual({ kind: "text", text: "A" });
  });
});
