import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LexicalBridgeFile } from "../text/lexical-bridge.ts";
import {
  bridgeFileText,
  learnBridge,
  learnBridgeFile,
  questionAnswerPairs,
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
  it("learns a tour's word for a buyer's from the pairs of three tours, never a word for itself", () => {
    const pairs = [
      pair("ledgerly", "chase payment", "remind invoic overdu"),
      pair("kilnbook", "chase client", "remind email week"),
      pair("tidewell", "chase late", "remind text boat"),
      pair("tidewell", "price plan", "dollar month plan"),
      pair("kilnbook", "price", "dollar studio"),
    ];
    const bridge = learnBridge(pairs);
    expect(bridge.chase?.[0]?.[0]).toBe("remind");
    expect(bridge.chase![0]![1]).toBeGreaterThan(0.3);
    // "price" / "dollar" is said on two tours only; "plan" / "plan" is the same stem.
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

  it("ships the bridge the tool learns on the tuning tours of the own set", async () => {
    const shipped = await readFile(SHIPPED, "utf8");
    const { tours } = JSON.parse(shipped) as LexicalBridgeFile;
    expect(tours.length).toBeGreaterThan(60);
    expect(bridgeFileText(learnBridgeFile(await questionAnswerPairs(SALESTOURS), new Set(tours)))).toBe(shipped);
  });
});
