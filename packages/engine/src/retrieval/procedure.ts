import type { VemoIndex } from "../indexing/create-index.ts";
import { partsOfSpeechOf } from "../text/synonyms.ts";
import { askedPart } from "../text/tokens.ts";
import { holdsAnswerType } from "./answer-type.ts";
import type { ContentSentence } from "./content-sentences.ts";

// "How do I get started?" asks for a procedure: on a sales tour it is answered by a sentence that says an action ("…you
// forward your support address to Quillmate and invite your agents", "Scan the QR code on the sensor…", "…invite your
// staff by text message"), not by one that only names the thing asked about ("…rules that route tickets…").

// What opens a clause before its verb: a step's order ("Then invite…", "First, import…").
const STEP_OPENERS = new Set("then next first second third now just simply also so and finally".split(" "));
// What follows an imperative verb: its object or its particle ("fill in the form", "scan the QR code", "send your client").
const AFTER_VERB = new Set(
  "the a an your our their its it them this that each every any all in on up out down over into onto".split(" "),
);
// Who does the step ("you tap…", "they approve…"), and a modal or adverb between ("you can chat…", "you just drag…").
const DOERS = new Set(["you", "we", "they"]);
const BETWEEN = new Set("can just then simply also only will".split(" "));
// Verbs that say a state, not an action ("you are", "we have").
const STATES = new Set(["are", "have", "were", "had"]);
// The means of an action: "by text message", "by email", "by SMS", "by scanning…".
const BY_MEANS = /\bby\s+(?:\w+ing|text|e-?mail|sms|phone|link|code|qr|message|chat|push|app)\b/i;

const isVerb = (word: string | undefined) => word !== undefined && partsOfSpeechOf(word).has("verb");

/**
 * Whether a sentence says an action: an imperative step ("Download the template…", "Pairing takes a minute: scan the
 * QR code…"), someone doing it ("you forward…", "you can chat with us…"), or its means ("…by text message").
 */
export function saysAnAction(sentence: string): boolean {
  if (BY_MEANS.test(sentence)) return true;
  const imperative = sentence.split(/[:;,]|\s+-\s+/).some((clause) => {
    const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    let i = 0;
    while (i < words.length && STEP_OPENERS.has(words[i]!)) i++;
    return AFTER_VERB.has(words[i + 1] ?? "") && isVerb(words[i]);
  });
  if (imperative) return true;
  const words = sentence.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.some((word, i) => {
    if (!DOERS.has(word)) return false;
    let j = i + 1;
    while (j < words.length && BETWEEN.has(words[j]!)) j++;
    return !STATES.has(words[j] ?? "") && isVerb(words[j]);
  });
}

// "How do I / we…", "How to…": the buyer's own step. "How do clinics send…?", "How do you bill…?": how others do it.
const BUYERS_OWN_STEP = /^\s*how (?:to\b|(?:do|can|should|would|could) (?:i|we)\b)/i;

/**
 * Whether a "how do…" question asks how someone other than the buyer does a thing ("How do clinics send us their
 * orders?", "How do customers know their food is ready?"): a tour says that in the third person ("Each clinic orders
 * its tests online…"), which is no step of the buyer's, so any sentence answering it says it.
 */
export function asksOthersWay(question: string): boolean {
  return !BUYERS_OWN_STEP.test(askedPart(question));
}

/**
 * Whether the moment step 6 finds for a buyer's "how do I…" shows the steps the tour's best sentence, saying no action,
 * only names: the moment lies in that sentence's own step, from as far before it as the answer's start walks back
 * (`cohesion.maxSeconds`) to as far after it as a line's window reads (`context.windowSeconds`), as a lead-in ("Now
 * let's export a report.") and its steps do; or the sentence names the task without showing it, as a video's opening
 * summary or a price does. A moment elsewhere answers something else, and the best sentence answers ("How do we prove a
 * rental came back damaged?" of "If it comes back with a cracked bucket, the photos are right there…").
 */
export function momentShowsSteps(
  index: VemoIndex,
  best: ContentSentence,
  moment: { url: string; start: number } | undefined,
): boolean {
  if (index.overviewLines.has(best.passage) || holdsAnswerType(best.text, "money")) return true;
  const { cohesion, context } = index.profile;
  return (
    moment !== undefined &&
    moment.url === best.url &&
    moment.start >= best.start - cohesion.maxSeconds &&
    moment.start <= best.start + context.windowSeconds
  );
}
