import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LexicalBridgeFile } from "../text/lexical-bridge.ts";
import {
  bridgeFileText,
  bridgePairs,
  learnBridge,
  learnBridgeFile,
  writtenPairs,
  type QuestionAnswerPair,
} from "./bridge-learning.ts";

const SALESTOURS = path.resolve(import.meta.dirname, "../../eval/salestours");
const SHIPPED = path.resolve(import.meta.dirname, "../text/lexical-bridge.json");

// Buyers ask to "chase" payments; the tours answer with a "reminder", each in its own other words.
const pair = (tour: string, question: string, answer: string): QuestionAnswerPair => ({
  tour,
  question: question.split(" "),
  answer: answer.split(" "),
});

describe("the lexical bridge learnt from questions and their answers", () => {
  it("learns a tour's word for a buyer's from the pairs of two tours, never a word for itself", () => {
    const pairs = [
      pair("ledgerly", "chase payment", "remind invoic overdu"),
      pair("kilnbook", "chase client", "remind email week"),
      pair("tidewell", "price plan", "dollar month plan"),
      pair("tidewell", "price", "dollar boat"),
    ];
    const bridge = learnBridge(pairs);
    expect(bridge.chase?.[0]?.[0]).toBe("remind");
    expect(bridge.chase![0]![1]).toBeGreaterThan(0.3);
    // "price" / "dollar" is said on one tour only; "plan" / "plan" is the same stem.
    expect(bridge.price).toBeUndefined();
    expect(bridge.plan).toBeUndefined();
  });

  it("learns a tour's word for a buyer's two-word term, never one of the term's own words", () => {
    const phrased = (tour: string, question: string, answer: string): QuestionAnswerPair => {
      const words = (text: string) => text.split(" ");
      const phrases = (text: string) =>
        words(text)
          .slice(1)
          .map((word, i) => `${words(text)[i]}_${word}`);
      return { ...pair(tour, question, answer), questionPhrases: phrases(question), answerPhrases: phrases(answer) };
    };
    const bridge = learnBridge([
      phrased("ledgerly", "late payment", "friendli remind invoic"),
      phrased("kilnbook", "late payment client", "friendli remind studio"),
      phrased("tidewell", "late payment boat", "friendli remind payment"),
      phrased("tidewell", "payment card", "card stripe"),
    ]);
    const late = bridge.late_payment!.map(([said]) => said);
    expect(late).toContain("friendli_remind");
    expect(late).toContain("remind");
    expect(late).not.toContain("payment");
  });

  it("keeps up to eight of a buyer word's translations, the most probable first", () => {
    // Buyers ask how to "onboard"; tours answer with nine different words for it, each on two tours.
    const said = ["invit", "seat", "welcom", "train", "account", "login", "setup", "guid", "tutori"];
    const pairs = said.flatMap((word, i) => [
      pair(`tour${i}`, "onboard", `${word} ${said[0]!}`),
      pair(`tour${i + 10}`, "onboard", word),
    ]);
    const onboard = learnBridge(pairs).onboard!;
    expect(onboard).toHaveLength(8);
    expect(onboard[0]![0]).toBe("invit");
  });

  it("learns from written pairs too, each product counted as a tour of its own", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vemo-written-pairs-"));
    try {
      // Two files of written pairs: buyers ask to "chase" on two products of one file, each a tour of its own.
      await writeFile(
        path.join(dir, "plumbing.csv"),
        "product,question,sentence\n" +
          'Pipewise,How do I chase a late payment?,"Pipewise sends a friendly reminder when an invoice is overdue."\n' +
          "Drainly,can it chase customers for me,Drainly texts a reminder the day after a job is due.\n",
      );
      await writeFile(
        path.join(dir, "salons.csv"),
        "product,question,sentence\nCurlbook,How much is it?,Curlbook costs twenty dollars a month per chair.\n",
      );
      await writeFile(path.join(dir, "notes.txt"), "not pairs\n");
      const written = await writtenPairs(dir);
      expect(written.map((each) => each.tour)).toEqual([
        "plumbing.csv:Pipewise",
        "plumbing.csv:Drainly",
        "salons.csv:Curlbook",
      ]);
      expect(written[0]!.answer).toContain("remind");
      const bridge = learnBridge(written);
      expect(bridge.chase?.[0]?.[0]).toBe("remind");
      // "much" / "dollar" is said by one product only.
      expect(bridge.much).toBeUndefined();
      // Beside a set's tours, its written products are tours the learnt file names.
      const pairs = await bridgePairs(SALESTOURS, undefined, dir);
      const tours = new Set(pairs.map((each) => each.tour));
      expect(tours).toContain("salons.csv:Curlbook");
      expect(learnBridgeFile(pairs, tours).tours).toContain("plumbing.csv:Drainly");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("has no written pairs without their folder", async () => {
    expect(await writtenPairs(path.join(tmpdir(), "vemo-no-such-folder"))).toEqual([]);
  });

  it("ships the bridge the tool learns on the tuning tours of the own set and the written pairs", async () => {
    const shipped = await readFile(SHIPPED, "utf8");
    const { tours } = JSON.parse(shipped) as LexicalBridgeFile;
    expect(tours.length).toBeGreaterThan(60);
    expect(bridgeFileText(learnBridgeFile(await bridgePairs(SALESTOURS), new Set(tours)))).toBe(shipped);
  });
});
