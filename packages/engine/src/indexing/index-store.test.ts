import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { getEngineProfile } from "../profiles.ts";
import {
  BILLING_VIDEO,
  HELP_SITE,
  PRICING_PDF,
  REPORTS_VIDEO,
  WALKTHROUGH_VIDEO,
} from "../test-support/demo-content.ts";
import { createIndex } from "./create-index.ts";
import { INDEX_VERSION, loadIndex, serializeIndex, StaleIndexError } from "./index-store.ts";

const SOURCES = [REPORTS_VIDEO, BILLING_VIDEO, WALKTHROUGH_VIDEO, PRICING_PDF, HELP_SITE];
const QUESTIONS = [
  "How do I export a report as a CSV file?",
  "how can I update my payment card?",
  "How much does the team plan cost?",
  "What is this?",
  "Can I fly to the moon with it?",
];

// Answering reads WordNet first (about a second, more on a busy machine).
describe("a stored index", { timeout: 30_000 }, () => {
  it("answers every question as the index it was stored from", async () => {
    const profile = getEngineProfile();
    const built = createIndex(SOURCES, profile);
    const loaded = loadIndex(serializeIndex(built), profile);
    for (const question of QUESTIONS)
      expect(await answerQuestion(loaded, question), question).toEqual(await answerQuestion(built, question));
  });

  it("is refused when another version of the engine stored it", () => {
    const stored = JSON.parse(serializeIndex(createIndex([REPORTS_VIDEO])));
    expect(() => loadIndex(JSON.stringify({ ...stored, version: INDEX_VERSION - 1 }), getEngineProfile())).toThrow(
      StaleIndexError,
    );
  });

  // When this fails, indexes are now built differently: bump INDEX_VERSION (servers then rebuild every stored
  // index) and put the new version and fingerprint here.
  it("changes version whenever indexes are built differently", () => {
    const fingerprint = createHash("sha256")
      .update(serializeIndex(createIndex(SOURCES)))
      .digest("base64url");
    expect({ version: INDEX_VERSION, fingerprint }).toEqual({
      version: 29,
      fingerprint: "8qixfc8h9MYDvwcR5EBFhXF8aCo5khv0h3R-wR_dBC8",
    });
  });
});
