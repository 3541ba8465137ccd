import stem from "wink-porter2-stemmer";
import { joinPhrases } from "./buyer-words.ts";
import { joinPhrasalCompounds } from "./compounds.ts";
import { joinKindsAndMembers } from "./kinds.ts";
import { digitWords, numbersAsDigits, spellCurrencies } from "./numbers.ts";

// Function words carry no topic; dropping them keeps BM25 on the words that tell passages apart.
const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below " +
    "between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few " +
    "for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him " +
    "himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my " +
    "myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd " +
    "she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's " +
    "these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd " +
    "we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with " +
    "won't would wouldn't you you'd you'll you're you've your yours yourself yourselves " +
    "just also will shall may might must gonna wanna gotta okay ok yeah oh um uh like really actually going " +
    "get got one thing things something kind sort lot little bit well right now see go come"
  ).split(" "),
);

// Stop words that only hold a sentence together: articles, pronouns, auxiliaries and modals, conjunctions, the commonest
// prepositions. The other stop words still say what is meant: "each", "own", "only", "who", "after", "see".
const GRAMMAR_WORDS = new Set(
  (
    "a an the and or but nor so if than then of to in on at for with by from as is are was were be been being am " +
    "do does did doing have has had having can cannot could would will shall should may might must i me my myself " +
    "we us our ours you your yours it its itself they them their theirs he him his she her hers this that these " +
    "those there here what how i'd i'll i'm i've we'd we'll we're we've you'd you'll you're you've it's they'd " +
    "they'll they're they've he'd he'll he's she'd she'll she's that's there's here's what's how's let's don't " +
    "doesn't didn't isn't aren't wasn't weren't hasn't haven't hadn't can't couldn't won't wouldn't shan't " +
    "shouldn't mustn't just also okay ok yeah oh um uh like really actually gonna wanna gotta"
  ).split(" "),
);

// Words that frame a question ("can you tell me how…") rather than say what it is about.
const QUESTION_FRAMING = new Set(
  "tell show explain clarify describe please know want wanna need way ways possible able anyone somebody someone help".split(
    " ",
  ),
);
// Of those, the verbs that frame only when the asker or the one answering does them: opening the question, after "I / we /
// you / to", or before "me / us", a question word or "up" ("Show me…", "can you explain the plans", "how do I show…",
// "tell me how…", "will it show up"). Said of another they are what is asked: "Does it show river levels?", "Will the
// app tell the pilot…?"; so is the noun ("at the show").
const FRAMING_VERBS = new Set("tell show explain clarify describe".split(" "));
const ASKER = new Set("i we you to".split(" "));
const FRAMES_BEFORE = new Set("me us how what why where which who whom whether if up".split(" "));
// "help" is what is asked as a noun, the help got ("Can I get help on a Sunday?", "What kind of help…?"); as a verb
// ("Does it help with that?") it asks whether the product is of use.
const HELP_NOUN_AFTER = new Set("get gets getting any some extra more of".split(" "));

function framesQuestion(words: string[], i: number): boolean {
  const word = words[i]!;
  if (word === "help") return !HELP_NOUN_AFTER.has(words[i - 1] ?? "");
  if (!QUESTION_FRAMING.has(word)) return false;
  if (!FRAMING_VERBS.has(word)) return true;
  return i === 0 || ASKER.has(words[i - 1]!) || FRAMES_BEFORE.has(words[i + 1] ?? "");
}

const WORD = /\d+(?:[.,]\d+)*k?\b|[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/**
 * Lower-cased words of a text, apostrophes kept inside words ("don't"), numbers in any form as digit words
 * ("$29.90" and "twenty nine dollars ninety" both → "dollars", "29", "90"), and a phrase naming one thing as one word
 * ("set up" → "set up setup").
 */
export function splitWords(text: string): string[] {
  let words = splitTexts.get(text);
  if (words === undefined) {
    words = numberedWords(joinPhrasalCompounds(joinPhrases(joinKindsAndMembers(text.toLowerCase())), isStopword));
    if (splitTexts.size >= SPLIT_TEXTS_KEPT) splitTexts.clear();
    splitTexts.set(text, words);
  }
  return [...words];
}

/** How many split texts are kept: a Vemo's sentences and passages are split again for every question asked of it. */
const SPLIT_TEXTS_KEPT = 20_000;
const splitTexts = new Map<string, string[]>();

/** Lower-cased words of a text with numbers in any form as digit words, and nothing added. */
export function numberedWords(text: string): string[] {
  const words = (spellCurrencies(text).toLowerCase().match(WORD) ?? []).flatMap((word) =>
    /^\d/.test(word) ? digitWords(word) : [word.replace(/’/g, "'")],
  );
  return numbersAsDigits(words);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

// Seeing said from the side of what is seen or of what it gives: "Can I see today's numbers?" of "The owner app shows
// washes… by site", "Will homeowners know what stage…?" of "…a view of every install". Each says "see".
const SEEING = /^(?:shows?|shown|views?|viewing|displays?|displayed|visible|knows?)$/;

/**
 * The stop words of a text that still say what is meant (`GRAMMAR_WORDS` aside): "each", "own", "who", "after",
 * "see" of "Can I see who accessed a file?", which a word of seeing also says (`SEEING`).
 */
export function meaningfulStopwords(text: string): Set<string> {
  const said = new Set<string>();
  for (const word of splitWords(text)) {
    if (SEEING.test(word)) said.add("see");
    else if (STOPWORDS.has(word) && !GRAMMAR_WORDS.has(word)) said.add(word);
  }
  return said;
}

const stemCache = new Map<string, string>();

/** The Porter2 stem of a lower-cased word, without a trailing possessive. */
export function stemWord(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word.replace(/'s$/, ""));
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Index terms of a passage: stems of its content words. */
export function passageTerms(text: string): string[] {
  return splitWords(text)
    .filter((word) => !isStopword(word))
    .map(stemWord);
}

// Lists of questions arrive numbered ("2. how do i…", "q) what is…").
const ENUMERATION = /^\s*(?:q\s*[).:]|\d{1,2}\s*[).:])\s*/i;

// The words a question opens on, also after a comma ("We're in Ohio, can we…").
const QUESTION_OPENER = String.raw`(?:can|could|do|does|is|are|will|would|should|what|how|which|where|when|who)`;

// A buyer often says their situation before asking ("We have 8 locations — is there a discount?", "We use FACTS right
// now. Can you migrate our data?", "We're in Ohio, can we file from it?"), or after ("Where is our data stored? We're in
// the UK.").
const CONTEXT_BREAK = new RegExp(
  String.raw`(?<=[.!?])\s+(?=\S)|\s+[—–-]{1,2}\s+|;\s+|,\s+(?=${QUESTION_OPENER}\b)`,
  "i",
);

const OPENS_QUESTION = new RegExp(String.raw`^\W*(?:${QUESTION_OPENER}|did|why)\b`, "i");

// What a buyer says after the question is their situation when it is about them ("We're in the UK.", "Our crews work
// weekends."); "…please define some shortcuts" goes on asking.
const ABOUT_THE_BUYER = /^\s*(?:we|we're|we've|i|i'm|i've|our|my|us)\b/i;

/**
 * What a question asks, without the situation a buyer says around it: its one question, when no other part is one, what
 * follows it is about the buyer, and it has a content word of its own ("I want to distribute my images, how do I do
 * this?" asks all of it).
 */
export function askedPart(question: string): string {
  const parts = question.split(CONTEXT_BREAK);
  // Typed without its question mark ("our yard has no signal, will it work out there"), the question is the one part
  // opening as one.
  const isQuestion = question.includes("?")
    ? (part: string) => /\?\s*$/.test(part)
    : (part: string) => OPENS_QUESTION.test(part);
  const questions = parts.filter(isQuestion);
  const asked = questions[0];
  const after = parts.slice(parts.indexOf(asked!) + 1);
  return parts.length > 1 &&
    questions.length === 1 &&
    after.every((part) => ABOUT_THE_BUYER.test(part)) &&
    questionWords(asked!).length > 0
    ? asked!
    : question;
}

// A case the buyer sets inside the question ("Do we get paid when a client keeps the driver waiting?", "Can guests
// still book if a guide is off sick?"): from "when / if / before…" to the clause's end; not "before and after" said of
// a thing ("…compare the before and after photos").
const CASE_CLAUSE =
  /(?<!\b(?:before|after)\s+(?:and|or)\s+)\b(?:when|whenever|if|before|after|once|while|until|unless)\b(?!\s+(?:and|or)\b)[^,;?]*/i;
// Not a case but what is asked: the clause a verb of knowing takes as its object ("see if a session is sold out"), or
// of telling, its person between ("warn the crew when…"), the event "how long before…" asks the time to, or the case
// "what happens… / what if…" asks about.
const CLAUSE_ASKED =
  /^\W*what\s+(?:happens|if)\b|\b(?:tell|warn|alert|notify|remind|flag)\b|\b(?:see|know|check|ask|find out|decide|long|soon)\s*$/i;

// The alternative a buyer asks to leave ("Can we rent boats by the hour instead of by the day?", "…rather than on
// paper?"): what is asked is the other way, so a sentence saying the alternative alone does not say it.
const ALTERNATIVE = /\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\b[^,;?]*/i;

/**
 * The words of what a question asks (`askedPart`) outside a case it sets ("…when a client keeps the driver waiting?")
 * and the alternative it asks to leave ("…instead of by the day?").
 */
export function askedWords(question: string): string[] {
  const whole = askedPart(question);
  const asked = whole.replace(ALTERNATIVE, " ");
  const clause = CASE_CLAUSE.exec(asked);
  const isCase = clause !== null && !CLAUSE_ASKED.test(asked.slice(0, clause.index));
  const words = questionWords(isCase ? asked.replace(clause[0], " ") : asked);
  // A question that is all case or alternative ("And if it rains?") asks its own words.
  return words.length > 0 ? words : questionWords(whole);
}

// "Is it under 150 a month per site?", "Would it come in under three grand a month?", "Is it less than $70 a seat?": a
// bound on an amount of money (read in digit words: "dollars 70"), which asks for the amount itself.
const AMOUNT_BOUND =
  /\b(?:under|over|below|above|less than|more than|cheaper than|at most)\s+(?:(?:dollars|euros|pounds)\s+(\d+)|(\d+)\s+(?:bucks|grand|k|dollars|euros|pounds|quid|(?:a|an|per|each)\s+(?:month|year|seat|user|site|store|location|licen[cs]e|member|head|person|agent|employee)s?)\b)/;

/** The number a question bounds an amount of money by ("150" of "Is it under 150 a month per site?"), if it does. */
export function amountBound(question: string): string | undefined {
  const bound = AMOUNT_BOUND.exec(numberedWords(askedPart(question)).join(" "));
  return bound ? (bound[1] ?? bound[2]) : undefined;
}

/**
 * The situation a buyer says before or after asking ("We have two spaces in Denver." of "… How much would that cost
 * us?", "We're in the UK." of "Where is our data stored? …"), or "".
 */
export function situationPart(question: string): string {
  const asked = askedPart(question);
  const at = question.lastIndexOf(asked);
  return `${question.slice(0, at)} ${question.slice(at + asked.length)}`.trim();
}

/**
 * The words a question is searched with: its content words, less the numbers of the situation a buyer says before asking
 * ("We have two spaces in Denver. How much would that cost us?"), their own size, and the bound of an amount ("Is it
 * under 150 a month?"): neither is a number the content says.
 */
export function searchedWords(question: string): string[] {
  const situation = questionWords(situationPart(question)).filter((word) => !/^\d/.test(word));
  const askedWords = questionWords(askedPart(question));
  const bound = amountBound(question);
  const at = bound === undefined ? -1 : askedWords.indexOf(bound);
  return [...situation, ...askedWords.filter((_, i) => i !== at)];
}

/** Content words of a question, without its numbering, stop words or the words that frame it as a question. */
export function questionWords(question: string): string[] {
  const isCountry = /\b(?:US|U\.S\.?)(?!\p{L})/u.test(question);
  return splitWords(question.replace(ENUMERATION, "")).filter(
    (word, i, words) =>
      !isStopword(word) && !framesQuestion(words, i) && !(word === "us" && !isCountry && words[i - 1] !== "the"),
  );
}
