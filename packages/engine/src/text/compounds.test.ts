import { describe, expect, it } from "vitest";
import { splitWords, stemWord } from "./tokens.ts";

describe("a verb and its particle that name a thing", () => {
  it("adds the noun they make, in any form of the verb, written apart or with a hyphen", () => {
    expect(splitWords("Records are backed up every hour.")).toEqual([
      "records",
      "are",
      "backed",
      "up",
      "backup",
      "every",
      "hour",
    ]);
    expect(splitWords("where users drop off during signup")).toContain("dropoff");
    expect(splitWords("the line during check-in")).toContain("checkin");
    expect(splitWords("It lays out the page")).toContain("layout");
    expect(stemWord("backups")).toBe(stemWord("backup"));
  });

  it("adds nothing for a phrase that makes no noun, for a function verb, or twice", () => {
    expect(splitWords("we go in and look around")).toEqual(["we", "go", "in", "and", "look", "around"]);
    expect(splitWords("we get up early")).toEqual(["we", "get", "up", "early"]);
    expect(splitWords("set up the rules").filter((word) => word === "setup")).toHaveLength(1);
  });
});
