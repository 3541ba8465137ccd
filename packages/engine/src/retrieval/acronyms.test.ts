import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { spelledAcronyms } from "./acronyms.ts";

const SOURCE = {
  kind: "video" as const,
  url: "https://tours.example/shiftbook.mp4",
  cues: [
    { start: 0, end: 6, text: "We sign a business associate agreement with every agency." },
    { start: 6, end: 12, text: "Every plan has a service level agreement, and every meter you lease shows up." },
  ],
};

describe("acronyms a tour spells out", () => {
  it("finds the words whose initials spell a question's acronym", () => {
    const index = createIndex([SOURCE]);
    expect(spelledAcronyms(index, "Will you sign a BAA?")).toEqual(new Map([["baa", ["busi", "associ", "agreement"]]]));
    expect(spelledAcronyms(index, "Do you offer SLAs?").get("slas")).toEqual(["servic", "level", "agreement"]);
  });

  it("reads only capitals or words the dictionary does not know as acronyms", () => {
    const index = createIndex([SOURCE]);
    expect(spelledAcronyms(index, "Can we lease meters from you?").size).toBe(0);
    expect(spelledAcronyms(index, "Do you sign an NDA?").size).toBe(0);
  });
});

describe("acronyms a question spells out", () => {
  const index = createIndex([
    {
      kind: "video",
      url: "https://tours.example/millwatch.mp4",
      cues: [
        { start: 0, end: 6, text: "At the end of the week the OEE is worked out by itself." },
        { start: 6, end: 12, text: "New staff pass a DBS check before their first shift." },
      ],
    },
  ]);

  it("reads the words of a phrase whose initials are the tour's acronym as that acronym", () => {
    expect(spelledAcronyms(index, "Does it track overall equipment effectiveness?")).toEqual(
      new Map([
        ["overall", ["oee"]],
        ["equipment", ["oee"]],
        ["effectiveness", ["oee"]],
      ]),
    );
  });

  it("does not read initials across function words", () => {
    expect(spelledAcronyms(index, "Is there a discount for brothers and sisters?").size).toBe(0);
  });
});
