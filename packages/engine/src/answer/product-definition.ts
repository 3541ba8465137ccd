import type { VemoIndex } from "../indexing/create-index.ts";
import { saidBeside, type ContentSentence } from "../retrieval/content-sentences.ts";
import { namesTheTopicWord } from "../retrieval/question-coverage.ts";
import { isVerbInS } from "../text/synonyms.ts";
import { askedPart } from "../text/tokens.ts";
import { greets } from "./tour-question.ts";

// "What is Placewell?", "What does Clauseway actually do?", "Who is Crateful for?", "What is Parlio for?", "What kind of
// business is Stackyard built for?": the product itself asked about, by its name or as "it"; and how short the answer
// should be said after it ("…, in a sentence?", "…in one line?", "…in a nutshell?", "…, briefly?").
const IN_SHORT = String.raw`(?:,?\s+(?:in\s+(?:a|one)\s+(?:sentence|line|word|nutshell)|in\s+(?:a\s+few|two|three|simple|plain)\s+words|in\s+short|in\s+brief|briefly))?`;
const ASKS_WHAT_PRODUCT_IS = [
  String.raw`^\s*what(?:'s|\s+is)\s+([\p{L}\d-]+)`,
  String.raw`^\s*what\s+does\s+([\p{L}\d-]+)\s+(?:actually\s+|really\s+|exactly\s+)?do`,
  String.raw`^\s*(?:who|what)(?:'s|\s+is)\s+([\p{L}\d-]+)\s+(?:\w+\s+)?for`,
  String.raw`^\s*what\s+(?:kind|sort|type)s?\s+of\s+\w+\s+(?:is|are)\s+([\p{L}\d-]+)\s+(?:\w+\s+)?for`,
].map((shape) => new RegExp(shape + IN_SHORT + String.raw`\s*\??\s*$`, "iu"));

// A tour says what its product is in a handful of shapes: "Welcome to Carebridge, the scheduling app for…", "this is
// furrowly crop planning for…", "Placewell is the recruitment CRM…", "Clauseway keeps every contract…", "It's warehouse
// software for 3PLs…", or a closing tagline, "Crateful. Wholesale ordering for roasters…".
const INTRODUCED =
  /\b(?:this is|welcome to|meet|introducing)\s+([\p{L}\d-]+)[,:]?\s+(?:is\s+)?(?:the|a|an|your|\p{L}+)\b/iu;
const NAME_IS = /\b([\p{L}\d-]+)(?:'s|\s+is)\s+(?!\w+ing\b)(?:(?:um|uh|basically|just|really)\s+)*\w+/iu;
const OPENING_WORDS = /^(?:\W*(?:so|okay|ok|well|and|um|uh|yeah|right|basically)\b[,.]?\s+)*\W*/i;
const IT_IS = /^(?:it|this)(?:'s|\s+is)\s+(?:(?:um|uh|basically)\s+)*\w+/i;
const SAYS_WHAT_FOR = /\bfor\b|\b(?:software|platform|app|tool|system|service)\b/i;

/** Whether a question asks what the Vemo's product is, what it does or whom it is for. */
export function asksWhatProductIs(index: VemoIndex, question: string): boolean {
  const asked = askedPart(question);
  return ASKS_WHAT_PRODUCT_IS.some((shape) => {
    const subject = shape.exec(asked)?.[1]?.toLowerCase();
    return subject !== undefined && (subject === "it" || subject === "this" || isProductName(index, subject));
  });
}

/** The first sentence of the Vemo saying what its product is, if any does. */
export function productDefinition(index: VemoIndex, sentences: ContentSentence[]): ContentSentence | undefined {
  return sentences.find((sentence) => definesProduct(index, sentence));
}

/**
 * "This is an audio-described tour of Kennelry, for…", "Welcome to the Kennelry quiz night…": a definition that does not
 * make the product its subject may say what the video is rather than what the product is, so the answer reads on to
 * the sentence right after it (within `seconds`) when that one names the product and greets no one ("Kennelry books dog
 * boarding…", not "I'm Sam from the Kennelry team.").
 */
export function definitionGoesOn(
  index: VemoIndex,
  sentences: ContentSentence[],
  definition: ContentSentence,
  seconds: number,
): ContentSentence | undefined {
  const next = saidBeside(sentences, sentences.indexOf(definition), 1, seconds);
  if (!next || namesProductAsSubject(index, definition.text) || greets(next.text)) return undefined;
  return next.text.split(/\s+/).some((word) => isProductName(index, word.toLowerCase().replace(/[^\p{L}\d-]/gu, "")))
    ? next
    : undefined;
}

function definesProduct(index: VemoIndex, sentence: ContentSentence): boolean {
  const text = sentence.text;
  const introduced = INTRODUCED.exec(text)?.[1];
  if (introduced && isProductName(index, introduced.toLowerCase())) return true;
  if (namesProductAsSubject(index, text)) return true;
  const opened = text.replace(OPENING_WORDS, "");
  if (IT_IS.test(opened) && SAYS_WHAT_FOR.test(opened)) return true;
  // A tagline: the product's name alone, then what it is.
  const leadIn = sentence.leadIn?.text.replace(/\W+$/, "").toLowerCase();
  return leadIn !== undefined && isProductName(index, leadIn);
}

/** "Placewell is the recruitment CRM…", "Clauseway keeps every contract…": the product's name as the subject. */
function namesProductAsSubject(index: VemoIndex, text: string): boolean {
  const named = NAME_IS.exec(text)?.[1];
  if (named && isProductName(index, named.toLowerCase())) return true;
  const opened = text.replace(OPENING_WORDS, "");
  const [first = "", second = ""] = opened.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\d'-]/gu, ""));
  return isProductName(index, first) && isVerbInS(second);
}

function isProductName(index: VemoIndex, word: string): boolean {
  return /^[\p{L}\d-]+$/u.test(word) && namesTheTopicWord(index, word);
}
