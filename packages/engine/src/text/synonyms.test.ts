import { describe, expect, it } from "vitest";
import { synonymsOf } from "./synonyms.ts";

describe("synonymsOf", () => {
  it("keeps to one part of speech when asked", () => {
    expect(synonymsOf("picture")).toEqual(expect.arrayContaining(["image", "visualize"]));
    expect(synonymsOf("picture", "noun")).toContain("image");
    expect(synonymsOf("picture", "noun")).not.toContain("visualize");
    expect(synonymsOf("save")).toContain("relieve");
    expect(synonymsOf("save", "noun")).not.toContain("relieve");
  });
});
