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

  it("does not end a sentence after an abbreviation unless a sentence opens after it", () => {
    expect(
      splitSentences("The phones are staffed from 7 a.m. to 5 p.m. Mountain time, weekdays. Email anytime."),
    ).toEqual(["The phones are staffed from 7 a.m. to 5 p.m. Mountain time, weekdays.", "Email anytime."]);
    expect(splitSentences("Resale prices come from N.A.D.A. Guides, updated weekly.")).toEqual([
      "Resale prices come from N.A.D.A. Guides, updated weekly.",
    ]);
    expect(splitSentences("Your trainer is Dr. Osei. She has run clinics for years.")).toEqual([
      "Your trainer is Dr. Osei.",
      "She has run clinics for years.",
    ]);
    expect(splitSentences("Reports arrive by 6 a.m. We send them to every manager.")).toEqual([
      "Reports arrive by 6 a.m.",
      "We send them to every manager.",
    ]);
  });

  it("does not join sentences across a blank line", () => {
    expect(splitSentences("Open until 8 p.m.\n\nMonday is a holiday.")).toEqual([
      "Open until 8 p.m.",
      "Monday is a holiday.",
    ]);
  });
});
