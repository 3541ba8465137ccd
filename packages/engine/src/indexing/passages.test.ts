import { describe, expect, it } from "vitest";
import { splitSentences, toPieces } from "./passages.ts";

describe("toPieces", () => {
  it("keeps a title on its own paragraph apart from the sentence after it", () => {
    expect(toPieces("Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.")).toEqual([
      "Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.",
    ]);
  });
});

describe("splitSentences", () => {
  it("ends a sentence where a subtitle's dash opens the next speaker's turn", () => {
    expect(splitSentences("For anyone new, what is Stackyard? - It's warehouse software for 3PLs.")).toEqual([
      "For anyone new, what is Stackyard?",
      "- It's warehouse software for 3PLs.",
    ]);
    expect(splitSentences("Plans run month to month - cancel any time.")).toEqual([
      "Plans run month to month - cancel any time.",
    ]);
  });
});
