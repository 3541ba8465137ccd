import { describe, expect, it } from "vitest";
import { irregularFormStems } from "./irregular-verbs.ts";
import { stemWord } from "./tokens.ts";

const formsOf = (verb: string) => irregularFormStems(stemWord(verb));

describe("a verb's irregular forms", () => {
  it("are the forms no suffix rule reaches, rare verbs and prefixed ones too", () => {
    expect(formsOf("deal")).toEqual([stemWord("dealt")]);
    expect(formsOf("weave")).toEqual(expect.arrayContaining([stemWord("wove"), stemWord("woven")]));
    expect(formsOf("withdraw")).toContain(stemWord("withdrew"));
  });

  it("are none for a regular verb or a form the stemmer already reaches", () => {
    expect(formsOf("schedule")).toEqual([]);
    expect(formsOf("zip")).toEqual([]);
  });
});
