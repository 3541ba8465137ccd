import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile } from "../profiles.ts";
import { REPORTS_VIDEO } from "../test-support/demo-content.ts";
import { buildQuestionTerms, searchedWordsIn } from "./question-terms.ts";

describe("buildQuestionTerms", () => {
  it("weighs an everyday verb below the specialised word it acts on", () => {
    const terms = buildQuestionTerms(createIndex([REPORTS_VIDEO]), "how do I open the dashboard?");
    expect(terms.get("open")).toBeLessThan(terms.get("dashboard")!);
  });

  it("on a sales tour, favours a long question's rarest word less than a screencast does", () => {
    const index = createIndex([
      {
        kind: "video",
        url: "https://tours.example/crewlark.mp4",
        cues: [
          {
            start: 0,
            end: 6,
            text: "Crews close jobs from the app, and the office sees each job the moment it closes.",
          },
          {
            start: 6,
            end: 12,
            text: "Every job keeps its photos, and a job closed in a basement syncs when the phone finds signal.",
          },
        ],
      },
    ]);
    const question = "Can our crews close jobs from a basement with no signal?";
    const ratio = (terms: Map<string, number>) => terms.get("basement")! / terms.get("close")!;
    expect(ratio(buildQuestionTerms(index, question, true))).toBeLessThan(ratio(buildQuestionTerms(index, question)));
  });

  it("weighs them alike with general rarity turned off", () => {
    const profile = { ...getEngineProfile(), generalRarityEmphasis: 0 };
    const terms = buildQuestionTerms(createIndex([REPORTS_VIDEO], profile), "how do I open the dashboard?");
    expect(terms.get("open")).toBe(terms.get("dashboard"));
  });

  it("asks for a word the Vemo says through a synonym of the question's word in its second sense too", () => {
    const index = createIndex([
      {
        kind: "video",
        url: "https://tours.example/invoicely.mp4",
        cues: [{ start: 0, end: 8, text: "Turn the hours you tracked into an invoice in one click." }],
      },
    ]);
    expect(buildQuestionTerms(index, "Can I bill clients for the hours I tracked?").get("invoic")).toBeGreaterThan(0);
  });
});

describe("searchedWordsIn", () => {
  const auditVideo = (text: string) =>
    createIndex([{ kind: "video", url: "https://tours.example/vaultline.mp4", cues: [{ start: 0, end: 8, text }] }]);

  it("reads letters glued to a number as the Vemo writes them apart", () => {
    expect(searchedWordsIn(auditVideo("We finished our SOC 2 Type II audit in March."), "soc2?")).toEqual(["soc", "2"]);
  });

  it("keeps them as one word where the Vemo writes them as one, or does not say the letters", () => {
    expect(searchedWordsIn(auditVideo("We finished our SOC2 audit in March."), "soc2?")).toEqual(["soc2"]);
    expect(searchedWordsIn(auditVideo("Version 2 ships in March."), "Does it support ios17?")).toEqual([
      "support",
      "ios17",
    ]);
  });

  it("reads 'us' as the buyer, not the country, unless written in capitals or after 'the'", () => {
    const index = auditVideo("Our servers sit in the US and in Germany.");
    expect(searchedWordsIn(index, "Will someone help us migrate?")).toEqual(["migrate"]);
    expect(searchedWordsIn(index, "Is our data hosted in the us?")).toEqual(["data", "hosted", "us"]);
    expect(searchedWordsIn(index, "Do you host in US?")).toEqual(["host", "us"]);
  });
});
