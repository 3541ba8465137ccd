import { describe, expect, it } from "vitest";
import { partsOfSpeechOf, synonymsOf, takesObject } from "./synonyms.ts";

describe("synonymsOf", () => {
  it("keeps to one part of speech when asked", () => {
    expect(synonymsOf("picture")).toEqual(expect.arrayContaining(["image", "visualize"]));
    expect(synonymsOf("picture", "noun")).toContain("image");
    expect(synonymsOf("picture", "noun")).not.toContain("visualize");
    expect(synonymsOf("save")).toContain("relieve");
    expect(synonymsOf("save", "noun")).not.toContain("relieve");
  });

  it("reads a word's second most frequent senses too when asked", () => {
    expect(synonymsOf("stock")).not.toContain("inventory");
    expect(synonymsOf("stock", undefined, 2)).toContain("inventory");
  });
});

describe("partsOfSpeechOf", () => {
  it("finds a word anywhere in WordNet's sorted indexes, the first and last lemmas included", () => {
    expect(partsOfSpeechOf("show")).toEqual(new Set(["noun", "verb"]));
    expect(partsOfSpeechOf("'hood")).toEqual(new Set(["noun"]));
    expect(partsOfSpeechOf("zyrian")).toEqual(new Set(["noun"]));
    expect(partsOfSpeechOf("'tween")).toEqual(new Set(["adv"]));
    expect(partsOfSpeechOf("zigzag")).toContain("adv");
    expect(partsOfSpeechOf("layers")).toContain("noun"); // through its dictionary form
  });

  it("knows nothing of a word WordNet lacks, whether it sorts before, among or after its lemmas", () => {
    for (const word of ["!!", "qwertyish", "zzzz"]) expect(partsOfSpeechOf(word), word).toEqual(new Set());
  });
});

describe("takesObject", () => {
  it("knows a verb that wants its object in its most frequent sense, in its base and -s forms", () => {
    for (const word of ["replace", "uploads", "includes", "set"]) expect(takesObject(word), word).toBe(true);
  });

  it("is false for a verb said without one and for a word WordNet knows as no verb", () => {
    for (const word of ["work", "runs", "pay", "data", "qwertyish"]) expect(takesObject(word), word).toBe(false);
  });
});
