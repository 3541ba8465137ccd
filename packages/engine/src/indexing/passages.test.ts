import { describe, expect, it } from "vitest";
import { splitSentences, toPieces } from "./passages.ts";

describe("toPieces", () => {
  it("keeps a title on its own paragraph apart from the sentence after it", () => {
    expect(toPieces("Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.")).toEqual([
      "Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.",
    ]);
  });

  it("reads a paragraph's run-in heading with the sentence it opens", () => {
    const [piece] = toPieces(
      "Backups. Every note is copied to a second region each night.\n\n3. Invite your team. Each member gets an email link.",
    );
    expect(splitSentences(piece!)).toEqual([
      "Backups: Every note is copied to a second region each night.",
      "3.",
      "Invite your team: Each member gets an email link.",
    ]);
  });

  it("reads a short answer with the sentence that goes on with it", () => {
    expect(splitSentences(toPieces("No. You can leave any month.")[0]!)).toEqual(["No: You can leave any month."]);
  });

  it("leaves a paragraph opening on a whole sentence as it is", () => {
    expect(toPieces("We keep four backups. Every note is copied nightly.")).toEqual([
      "We keep four backups. Every note is copied nightly.",
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
