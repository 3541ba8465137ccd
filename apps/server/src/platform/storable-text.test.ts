import { describe, expect, it } from "vitest";
import { storableText } from "./storable-text.ts";

describe("storableText", () => {
  it("drops NUL characters and replaces unpaired surrogates", () => {
    expect(storableText("Pri\u0000cing")).toBe("Pricing");
    expect(storableText("a\uD800b")).toBe("a\uFFFDb");
  });

  it("keeps ordinary text, emoji included", () => {
    expect(storableText("Prix : 29,9 $ 👍")).toBe("Prix : 29,9 $ 👍");
  });
});
