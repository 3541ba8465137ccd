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
// software for 3PLs…", "…we launch Gavelry 1.0, software for auction houses", "…a computer program called Garlandry", or a
// closing tagline, "Crateful. Wholesale ordering for roasters…".
const INTRODUCED =
  /\b(?:this is|welcome to|meet|introducing)\s+([\p{L}\d-]+)[,:]?\s+(?:is\s+)?(?:the|a|an|your|\p{L}+)\b/iu;
// "Cradlebook's entry", "splotchery's servers": "'s" before a noun is a possessive, not "is".
const NAME_IS = /\b([\p{L}\d-]+)(?:'s\s+(?=(?:a|an|the|your|our|just|really|basically|built|made|like)\b)|\s+is\s+)/giu;
const OPENING_WORDS = /^(?:\W*(?:so|okay|ok|well|and|um|uh|yeah|right|basically)\b[,.]?\s+)*\W*/i;
// "This is Cradlebook's entry…" and "This is where most customers land…" say what something else is.
const IT_IS =
  /^(?:it|this)(?:'s|\s+is)\s+(?![\p{L}\d-]+'s\b|(?:where|how|what|why|when|who)\b)(?:(?:um|uh|basically)\s+)*\w+/iu;
// A kind of product named, "software", "app", "CRM", or the businesses it is for, "…for home care agencies" (not "for
// us", "for free", "for thirty days").
const KIND = String.raw`(?:software|app|application|platform|system|tool|program|crm)`;
const NAMES_KIND = new RegExp(String.raw`\b${KIND}\b`, "i");
const NAMES_WHOM_FOR =
  /\bfor\s+(?!(?:us|you|me|them|it|free|each|every|this|that)\b)(?:(?!\w+ing\b)[\p{L}\d-]+,?\s+(?:(?:and|or)\s+)?){0,4}?(?!(?:days|weeks|months|years|hours|minutes)\b)\p{L}{3,}s\b/iu;
// "…Gavelry 1.0, software for…", "…Velvetmile, dispatch software for…", "…use drizzlo scheduling and service software…"
// (not the product's own "Trimlane app", nor a clause, "Network adds the crew app"), "…a computer program called garlandry".
const NAME_THEN_KIND = new RegExp(
  String.raw`\b([\p{L}\d-]+)(?=(?:\s+[\d.]+)?(?:,\s+((?:[\p{L}-]+\s+){0,4}?)|\s+((?:[\p{L}-]+\s+){1,4}?))${KIND}\b)`,
  "giu",
);
const KIND_CALLED = new RegExp(String.raw`\b${KIND}\s+(?:called|named)\s+([\p{L}\d-]+)`, "iu");

/** Whether a question asks what the Vemo's product is, what it does or whom it is for. */
export function asksWhatProductIs(index: VemoIndex, question: string): boolean {
  const asked = askedPart(question);
  return ASKS_WHAT_PRODUCT_IS.some((shape) => {
    const subject = shape.exec(asked)?.[1]?.toLowerCase();
    return subject !== undefined && (subject === "it" || subject === "this" || isProductName(index, subject));
  });
}

/**
 * The sentence of the Vemo saying what its product is, if any does: the first that also names its kind or whom it is
 * for ("Garlandry counts the balloons for us" names neither, "…a computer program called Garlandry" does), else the
 * first.
 */
export function productDefinition(index: VemoIndex, sentences: ContentSentence[]): ContentSentence | undefined {
  const defining = sentences.filter((sentence) => definesProduct(index, sentence));
  return defining.find((sentence) => namesKindOrWhom(sentence.text)) ?? defining[0];
}

/** Whether a sentence names a kind of product ("software", "app") or the businesses something is for. */
function namesKindOrWhom(text: string): boolean {
  return NAMES_KIND.test(text) || NAMES_WHOM_FOR.test(text);
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
  const named = (word: string | undefined) => word !== undefined && isProductName(index, word.toLowerCase());
  if (named(INTRODUCED.exec(text)?.[1])) return true;
  if (namesProductAsSubject(index, text)) return true;
  const namedAsKind = [...text.matchAll(NAME_THEN_KIND)].some(
    ([, name, ...between]) => named(name) && !between.join(" ").split(/\s+/).some(isVerbInS),
  );
  if (namedAsKind || named(KIND_CALLED.exec(text)?.[1])) return true;
  const opened = text.replace(OPENING_WORDS, "");
  if (IT_IS.test(opened) && namesKindOrWhom(opened)) return true;
  // A tagline: the product's name alone, then what it is.
  const leadIn = sentence.leadIn?.text.replace(/\W+$/, "").toLowerCase();
  return leadIn !== undefined && isProductName(index, leadIn);
}

/**
 * "Placewell is the recruitment CRM…", "Clauseway keeps every contract…", "…for anyone new, cadenzo runs music schools…":
 * the product's name as the subject. "Is" and a verb in -ing make a tense ("Boingalo is going to…") unless the sentence
 * names a kind or whom it is for ("Roomturn is housekeeping software for hotels").
 */
function namesProductAsSubject(index: VemoIndex, text: string): boolean {
  const words = text.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\d'-]/gu, ""));
  if (words.some((word, i) => isProductName(index, word) && saysWhatItDoes(words[i + 1] ?? ""))) return true;
  return [...text.matchAll(NAME_IS)].some((match) => {
    if (!isProductName(index, match[1]!.toLowerCase())) return false;
    const next = text.slice(match.index + match[0].length).split(/\s+/)[0] ?? "";
    return !/^\w+ing\b/i.test(next) || namesKindOrWhom(text);
  });
}

/** A verb in -s saying what the product does ("keeps", "runs"), not the auxiliary "does" ("…Crownpost does for you"). */
function saysWhatItDoes(word: string): boolean {
  return word !== "does" && isVerbInS(word);
}

function isProductName(index: VemoIndex, word: string): boolean {
  return /^[\p{L}\d-]+$/u.test(word) && namesTheTopicWord(index, word);
}
