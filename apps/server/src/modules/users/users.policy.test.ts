import { describe, expect, it } from "vitest";
import { authorizeProfileUpdate } from "./users.policy.ts";

describe("authorizeProfileUpdate", () => {
  it("lets users change their own profile", () => {
    expect(() => authorizeProfileUpdate("user-a", "user-a")).not.toThrow();
  });

  it("refuses another user's profile with 403", () => {
    expect(() => authorizeProfileUpdate("user-a", "user-b")).toThrow(
      expect.objectContaining({ code: "forbidden", message: "You can only update your own profile" }),
    );
  });
});
