import type { VemoIndex } from "../indexing/create-index.ts";
import { isSalesTour, saysQuestionWord, type ContentSentence } from "../retrieval/content-sentences.ts";
import { namesTheTopic, namesTheTopicWord } from "../retrieval/question-coverage.ts";
import { askedPart, questionWords, situationPart, splitWords, stemWord } from "../text/tokens.ts";
import { dictionaryForms, partsOfSpeechOf, synonymsOf, type PartOfSpeech } from "../text/synonyms.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
import { irregularFormStems } from "../text/irregular-verbs.ts";
import { isKindMember } from "../text/kinds.ts";
import { generalRarity } from "../text/word-rarity.ts";

// What a question asks of a tour (a name, a thing offered, an action) and whether the Vemo or a sentence says it.

/**
 * A name the question asks about that the Vemo never says: a capitalised word unknown to the dictionary ("Does it
 * integrate with Salesforce?"). Acronyms are left to the other tests: a tour spells many out ("SSO", "DPA", "HR").
 */
export function asksUnsaidName(index: VemoIndex, question: string): boolean {
  const says = (stem: string) =>
    index.stemFrequency.has(stem) ||
    paraphrasesOf(stem, isSalesTour(index)).some((other) => index.stemFrequency.has(other));
  // Where the buyer is ("We have two spaces in Denver. How much…?") is their situation, not a product asked about; so
  // is what they have or use ("Will it run on our Samsung tablets?", "We're still on QuickBooks Desktop."), which a
  // tour may say as its kind ("…on any Android tablet").
  const situation = new Set(
    [...situationPart(question).matchAll(BUYER_PLACE), ...question.matchAll(BUYERS_NAMED_THING)].map(
      ([, name, owned]) => name ?? owned,
    ),
  );
  return [...question.matchAll(/(?<=\S\s+)\b(\p{Lu}[\p{L}\d]*)/gu)].some(([name]) => {
    if (situation.has(name)) return false;
    const word = name.toLowerCase();
    const isName = /^\p{Lu}\p{Ll}/u.test(name) && generalRarity(word) === 1;
    const stem = stemWord(word);
    return isName && !namesTheTopic(index, stem) && !says(stem);
  });
}

const BUYER_PLACE = /\b(?:in|from|near|around|across|outside)\s+(\p{Lu}[\p{L}\d]*)/gu;
// The buyer's own thing: right after "our", "my" or "their" ("their Microsoft work accounts"), or what the buyer (or
// their staff, their line) has, uses, runs, is on or is ("Our drivers mostly have Samsung phones", "We're a small
// Montessori school").
const BUYER = String.raw`(?:[Ww]e|I|[Tt]hey|(?:[Oo]ur|[Mm]y|[Tt]heir)(?:\s+\p{Ll}+){1,2})`;
const BUYERS_NAMED_THING = new RegExp(
  String.raw`\b(?:[Oo]ur|[Mm]y|[Tt]heir)\s+(?:\p{Ll}+\s+)?(\p{Lu}[\p{L}\d]*)|\b${BUYER}(?:['’]re|['’]m|\s+are|\s+am)?(?:\s+(?:still|all|\p{Ll}+ly))?\s+(?:have|has|use|run|on|an?|the)\s+(?:(?:an?|the)\s+)?(?:\p{Ll}+\s+){0,2}?(\p{Lu}[\p{L}\d]*)`,
  "gu",
);

const PREPOSITION = String.raw`(?:for|of|to|with|on|in|into|onto|from|by|at|through|via|across|without|against|during|before|after|between)`;
// A thing acted on ends where a preposition, a conjunction or a clause of its own opens, one a pronoun opens too ("…a SOC
// 2 report we can read?").
const OBJECT_END = String.raw`(?=\s+(?:${PREPOSITION}|that|which|so|because|(?:we|i|you|they)\s+\w+)\b|[?.!]|$)`;
// "Do I have to type in every book myself?" asks what the buyer must do, not whether the product has a thing; "…if I
// have 300 GB of galleries", "…how many lessons they have left", "…for the farrier to have an account" say what someone
// else has, and so does having inside a clause the question sets, a case ("What happens if a guest has a nut
// allergy?"), a relative or an amount ("…users who have a free plan", "…how much time each court has left");
// "…whether the utility has approved us", "…who have been active" are tenses; "…how many babies one teacher has in the
// pool" has its object before it (a preposition right after the verb).
const OFFERS = new RegExp(
  String.raw`(?<!\S.*\b(?:who|which|that|how much|how many|if|when|unless|once)\s.*)(?<!\b(?:i|we|they|he|she|to)\s+)\b(?:includes?|offers?|provides?|comes? with|ha(?:s|ve)(?!\s+(?:been|\w+ed)\b))(?!\s+to\b)\s+(?!${PREPOSITION}\s)(.+?)` +
    OBJECT_END,
  "i",
);
const OFFERING = /^(?:includes?|offers?|provides?|comes?|has|have)$/i;
// "Can Gymkit run payroll…", "Does Loopdesk manage parking spaces?", "Does the driver's iPad app plan…": a product (or
// its app) named, a verb, and what it acts on.
const PRODUCT_PART = String.raw`(?:app|portal|platform|dashboard|software|system|website|site|account)`;
// "Does the app still work…": an adverb before the verb says how or when, not what is done, and is never the verb
// ("Will the app still work?" asks of no thing).
const FOCUSING = String.raw`(?:still|also|even|ever|always|automatically)`;
// A verb, hyphenated too ("dry-clean", "e-sign").
const VERB = String.raw`\w+(?:-\w+)?`;
// A subject, a verb and its object, after an opening auxiliary.
const doingPattern = (opening: string, subject: string) =>
  new RegExp(
    String.raw`^\s*(?:${opening})\s+(${subject})\s+(?:${FOCUSING}\s+)?(?!${FOCUSING}\b)(${VERB})\s+(.+?)` + OBJECT_END,
    "i",
  );
const NAMED_DOING = doingPattern(
  "can|does|will",
  String.raw`(?:the|your|its)\s+(?:[\w'’]+\s+){0,2}?${PRODUCT_PART}|\S+`,
);
// "Does the app work without cell service?": the product's app asked how it works, not to act on a thing: a subject
// ending on a part of the product, and a circumstance (how, where, when) right after the verb.
const ENDS_ON_PRODUCT_PART = new RegExp(String.raw`\s${PRODUCT_PART}$`, "i");
const CIRCUMSTANCE_FIRST = /^(?:with|without|in|on|at|when|where|if|for|offline|online)\b/i;

// "…in the app?", "…in there portal?": a part of the product said alone ("site" and "system" are also the buyer's).
const PRODUCT_PART_ALONE = /^(?:app|portal|platform|dashboard)$/i;
// "Can clients book grooming appointments in Leashly?", "…through the Permitory portal?", "…inside the Permitory app?",
// "…through it?": someone doing a thing in the product, named last (before the part of it they use) or as "it".
const DOING_IN_PRODUCT = new RegExp(
  String.raw`^\s*(?:can|does|do|will)\s+(?:\S+\s+){1,2}?(${VERB})\s+(.+?)\s+(?:in|inside|within|through|thru|with|on|using|via)\s+(?:(?:the|your|their|there|its)\s+)?(\S+?)(?:\s+${PRODUCT_PART})?(?:\s+(?:for|to|when|while|so|if)\s+[^,;]+?)?\W*$`,
  "i",
);

// "Can students use the Busbeacon card to pay for school lunches?", "…use the Ductory portal to schedule…", "…use it to…":
// the act asked for is the verb after "to", done with the product (named before the part of it used, or "it").
const USING_PRODUCT = new RegExp(
  String.raw`^\s*(?:can|do|does|will)\s+(?:\S+\s+){1,2}?use\s+(?:the\s+|your\s+)?([\w'’]+?)(?:['’]s)?(?:\s+\w+){0,2}?\s+to\s+(\w+)\s+(.+?)` +
    OBJECT_END,
  "i",
);

/**
 * "Does it offer health insurance for our staff?", "Does Vaultline include a VPN?", "Can Loopdesk order lunch for the
 * office?": the sentence answering whether a product has or does a thing says that thing, and what a named product is
 * asked to do ("Does Kilnbook sell kilns?" is not answered by "…every shelf of every kiln filling up"). (The object of
 * any "Can / Does it…" question was measured too strict: a buyer's "it" asks in words a tour does not use.)
 */
export function saysWhatIsOffered(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  // "We have two taprooms. Is there a discount…?": the buyer's situation is no thing asked about.
  const asked = askedPart(question);
  const doing = NAMED_DOING.exec(asked);
  const namesProduct = (subject: string, object: string) =>
    ENDS_ON_PRODUCT_PART.test(subject)
      ? !CIRCUMSTANCE_FIRST.test(object) && !isAdverbial(object)
      : /^\p{Lu}\p{Ll}/u.test(subject) || namesTheTopicWord(index, subject.toLowerCase());
  const inProduct = DOING_IN_PRODUCT.exec(asked);
  const using = USING_PRODUCT.exec(asked);
  const named =
    using && isTheProduct(index, using[1]!)
      ? { verb: using[2]!, object: using[3]!, byProduct: false }
      : doing && namesProduct(doing[1]!, doing[3]!)
        ? { verb: doing[2]!, object: doing[3]!, byProduct: true }
        : inProduct && (isTheProduct(index, inProduct[3]!) || PRODUCT_PART_ALONE.test(inProduct[3]!))
          ? { verb: inProduct[1]!, object: inProduct[2]!, byProduct: false }
          : undefined;
  // "Can buyers sign their purchase offer in Showtrail?": an offering word inside what a named product is asked to do is
  // a noun of its object, not the question's verb.
  const offered = named && !OFFERING.test(named.verb) ? undefined : OFFERS.exec(asked)?.[1];
  const bought = BUYING_FROM.exec(asked);
  const object = offered ?? named?.object ?? (bought && (BEFORE_OBJECT_END.exec(bought[1]!)?.[1] ?? bought[1]));
  if (!object) return true;
  const words = thingWords(index, object);
  if (words.length === 0) return true;
  const kinds = isSalesTour(index);
  const stems = new Set(sentence.stems);
  // A named product asked about another product only relates the two ("Does Quillmate integrate with Slack?", "Does
  // Assetry support Macs?"); asked to do something else, the sentence says it does that, a name modifying the thing
  // acted on too ("Does Hemlane renew our USA Swimming memberships?", "…sell Brother label printers?").
  const head = words.at(-1)!;
  const headAsTyped = (object.match(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu) ?? []).findLast(
    (word) => word.toLowerCase() === head,
  );
  const asksAboutProduct = NAME.test(headAsTyped ?? "") || isKindMember(head);
  if (
    named &&
    !offered &&
    !asksAboutProduct &&
    !saysVerb(sentence, stems, named.verb.toLowerCase(), { kinds, byProduct: named.byProduct })
  )
    return false;
  const supplier = (VENDOR_SUPPLYING.exec(asked) ?? VENDOR_TRADING.exec(asked))?.[1] ?? bought?.[2];
  if (supplier && isTheProductOrVendor(index, supplier) && !handsOver(index, sentence, head)) return false;
  // The thing is the object's last word, its head ("marketing email campaigns", "tenant applications"): a sentence
  // saying only "email" or "tenant" answers something else.
  if (!saysWord(stems, head, kinds)) return false;
  // A named product asked to act on a kind of thing ("issue speeding tickets", "install the LED screens") is answered
  // where its specific modifiers are said too; the buyer's own things ("…record our mite treatments") are theirs to name.
  const kindNamed = named && !offered && !BUYERS_THING.test(object);
  return !kindNamed || words.slice(0, -1).every((word) => !isSpecificNoun(word) || saysWord(stems, word, kinds));
}

/**
 * Whether a sentence says the thing a question asks the product, its vendor or a thing of the product to act on ("Can
 * it feed our chickens?", "Do you run radio ads?", "Can the sensors follow our vans?"): the head of its object, in the
 * sentence's own words (forms, synonyms, buyer words), not through the lexical bridge, which reads near-domain words
 * into anything ("ads" of a sentence asking for a review). A question asking nothing of them ("Which scanners does it
 * work with?", "Can parents pay online?") has no such thing, and passes.
 */
export function saysThingActedOn(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  const doing = ACTED_ON.exec(askedPart(question));
  if (!doing || !(isTheProductOrVendor(index, doing[1]!) || /^(?:the|your|its)\s/i.test(doing[1]!))) return true;
  return saysThingHead(index, doing[3]!, sentence);
}

// "Can it / Does Acme / Do you / Will the sensors <verb> <object>": `NAMED_DOING` opening on "do" too, its subject any
// word or "the / your / its" and up to three more.
const ACTED_ON = doingPattern("can|does|do|will", String.raw`(?:the|your|its)\s+(?:[\w'’]+\s+){0,2}?[\w'’]+|\S+`);

// "shipping insurance?", "glaze recipes?", "MFA for our staff?": a question of a few words naming a thing alone, with no
// question word, auxiliary or subject before it.
const THING_ALONE =
  /^\s*(?!(?:wh\w*|how|is|are|was|were|do|does|did|can|could|will|would|should|has|have|there|i|we|you|it|they|my|our)\b)([\p{L}\d'’ -]+?)\s*\??\s*$/iu;
// A thing named alone takes a few words; a longer fragment is read as any other question.
const THING_ALONE_WORDS = 5;
const BEFORE_OBJECT_END = new RegExp(String.raw`^(.+?)` + OBJECT_END, "i");

/**
 * Whether sentences (the answering one and the one right after it) say the thing a question names alone ("tank leak
 * detection?" is not answered by "…keeps track of every customer tank", "slip rentals?" by "…software for boat rental
 * businesses"): its head, the last word before a preposition, when that is a noun, and its specific modifiers, which
 * the sentence `before` them may say (the kind of thing the answer goes on about). Sales tours only: a screencast is
 * searched with key words ("oven dough").
 */
export function saysThingNamedAlone(
  index: VemoIndex,
  question: string,
  sentences: ContentSentence[],
  before?: ContentSentence,
): boolean {
  const phrase = THING_ALONE.exec(askedPart(question))?.[1]?.trim();
  if (!isSalesTour(index) || !phrase || phrase.split(/\s+/).length > THING_ALONE_WORDS) return true;
  const thing = BEFORE_OBJECT_END.exec(phrase)?.[1] ?? phrase;
  const words = thingWords(index, thing);
  const head = words.at(-1);
  // "app" is a noun the dictionary is too old to know.
  if (!head || !(canBe(head, "noun") || PRODUCT_PART_ALONE.test(head))) return true;
  const said = (word: string, among = sentences) =>
    among.some((sentence) => saysQuestionWord(index, question, sentence, word));
  const modifiersSaid = before ? [before, ...sentences] : sentences;
  return (
    said(head) &&
    words.slice(0, -1).every((word) => !(isSpecificNoun(word) || isUnknownWord(word)) || said(word, modifiersSaid))
  );
}

/**
 * Whether the dictionary knows a word in none of its forms: a coinage or a name ("smartwatch", "kombucha"), as specific
 * as a rare noun. A shorter one may be an acronym a tour says in other words ("ios" of "iPhone").
 */
function isUnknownWord(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && dictionaryForms(word).every((form) => partsOfSpeechOf(form).size === 0);
}

const BUYERS_THING = /^\s*(?:our|my)\b/i;
// A name asked about: capitalised, but not a letter joined to a common noun ("X-rays", "T-shirts").
const NAME = /^\p{Lu}(?!-)/u;
// The commonest nouns ("people", "time") name no kind of thing; "car" or "horse" does ("car auctions?", "horse
// cremation?").
const SPECIFIC_RARITY = 0.4;

/** Whether a word can be a part of speech in any of its dictionary forms ("licensed" a noun by "license"). */
function canBe(word: string, part: PartOfSpeech): boolean {
  return dictionaryForms(word).some((form) => partsOfSpeechOf(form).has(part));
}

/** Whether a word is a noun (in any of its dictionary forms: "licensed" of "license") that is not an everyday one. */
function isSpecificNoun(word: string): boolean {
  return generalRarity(word) >= SPECIFIC_RARITY && canBe(word, "noun");
}

/** Whether words are adverbs only, a circumstance rather than a thing acted on ("…work out there", "…work underground"). */
function isAdverbial(words: string): boolean {
  const each = words.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return each.length > 0 && each.every((word) => partsOfSpeechOf(word).has("adv"));
}

/** Whether a question's subject is the product: "it", or a word of its name. */
function isTheProduct(index: VemoIndex, word: string): boolean {
  return /^it$/i.test(word) || namesTheTopicWord(index, word.toLowerCase());
}

/** Whether a question's subject is the product or its vendor ("Do you supply…?"). */
function isTheProductOrVendor(index: VemoIndex, word: string): boolean {
  return /^you$/i.test(word) || isTheProduct(index, word);
}

// "Can it…", "Does Lanefold…", "Will you…": a question asking its subject (the product, the vendor) to do a thing.
const ASKS_SUBJECT_TO = String.raw`^\s*(?:can|does|do|will)\s+([\p{L}\d-]+)\s`;
// "Does Lanefold provide cargo insurance…?", "Does Suddly supply the cleaning chemicals…?": the vendor asked to hand over
// goods, people or a service, not what the product has ("Do you offer volume discounts?").
const VENDOR_SUPPLYING = new RegExp(String.raw`${ASKS_SUBJECT_TO}\s*(?:provide|supply)\s`, "iu");
// "Does Tentora rent out tents?", "Does Voltwren sell label printers?": what the vendor trades in; "Can Glazebook sell
// glaze?" asks what the product lets the buyer sell.
const VENDOR_TRADING = /^\s*(?:does|do)\s+([\p{L}\d-]+)\s+(?:sell|rent|lease)\s/iu;
// "Can we buy igniters and door gaskets for our vans directly from Dialbrook?": the buyer buying from the vendor asks
// what it trades in, as "Does Dialbrook sell…?" does ("Can I order my groceries from Sysco through it?" buys elsewhere).
const BUYING_FROM =
  /^\s*(?:can|could|do|may)\s+(?:we|i)\s+(?:buy|purchase|order)\s+(.+?)\s+(?:(?:directly|straight)\s+)?from\s+([\p{L}\d-]+)\W*$/iu;
// A sentence handing a thing over: given, included, offered, available, or the vendor doing it.
const HANDED_OVER =
  /\b(?:offer\w*|provid\w*|includ\w*|comes? with|there(?:'s| is| are)|built in|available|free|we|our|us)\b/i;
// Getting or giving hands over what is got or given, said within a few words ("you get a loaner car"; not "The customer
// gets a text… is my car ready").
const GIVING = /^(?:gets?|got|gives?|gave)$/i;
const GIVEN_WITHIN_WORDS = 4;
// Having is handing over when the vendor or the product has the thing ("it has…", "you have…"), not the buyer's own
// thing ("If the tank has a controller…").
// A case is not having either: "If you have a Delmhorst meter…" says what the buyer may already have.
const HAVING = /(?<!\b(?:if|when|unless|once|whether)\s+)\b([\p{L}'’]+)\s+(?:also\s+)?ha(?:ve|s)\b/giu;
// The words a sentence opens on after its determiner, naming what it is about ("Video lessons run in the app…").
const SUBJECT_WORDS = 2;
const DETERMINER = /^(?:the|a|an|every|each|all|our|its)$/i;
const BUYERS_DETERMINER = /^(?:your|their)$/i;

/**
 * Whether a sentence hands over the thing a vendor is asked to provide, or is about it; "…checks their authority and
 * insurance", "…matching students with tutors" speak of the buyer's or another's.
 */
function handsOver(index: VemoIndex, sentence: ContentSentence, thing: string): boolean {
  const stem = stemWord(thing);
  const words = splitWords(sentence.text);
  // "Your SensorPush sensors send the readings in…" speaks of a thing the buyer already has.
  const subject = BUYERS_DETERMINER.test(words[0] ?? "")
    ? []
    : words.slice(DETERMINER.test(words[0] ?? "") ? 1 : 0).slice(0, SUBJECT_WORDS);
  const has = [...sentence.text.matchAll(HAVING)].some(
    ([, owner]) => /^(?:you|it|they)$/i.test(owner!) || isTheProductOrVendor(index, possessed(owner!)),
  );
  const given = words.some(
    (word, i) =>
      GIVING.test(word) && words.slice(i + 1, i + 1 + GIVEN_WITHIN_WORDS).some((other) => stemWord(other) === stem),
  );
  return HANDED_OVER.test(sentence.text) || has || given || subject.some((word) => stemWord(word) === stem);
}

/** The words of a thing asked about: not the product's name, nor how it is done ("…automatically", "…quickly"). */
function thingWords(index: VemoIndex, object: string): string[] {
  return questionWords(object).filter((word) => !namesTheTopicWord(index, word) && !/ly$/.test(word));
}

// "classroom" is no form of "class", nor "repairshopr" of "repair": what follows the shorter word is, or begins with, a
// noun of its own.
function isCompound(rest: string): boolean {
  for (let end = rest.length; end >= MIN_NOUN_LETTERS; end -= 1)
    if ((end === rest.length || end >= MIN_WORD_LETTERS) && partsOfSpeechOf(rest.slice(0, end)).has("noun"))
      return true;
  return false;
}

// A noun beginning the rest is a word of its own from four letters ("shop…"), not an ending ("-al…", "-er…").
const MIN_WORD_LETTERS = 4;

// A shorter rest is an ending ("-s", "-er", "-al", "-es") that WordNet also lists as a noun (the letter s, ER, Al).
const MIN_NOUN_LETTERS = 3;

/**
 * Whether a sentence says a verb, in any form ("added" of "add", which the stemmer reads "ad"), or another verb for it:
 * a word of its group that is no verb names a thing ("Can Quillmate translate tickets?" is not answered by "…route
 * tickets by keyword, language or plan"), as one said as a noun does ("Can Sproutly buy our seed for us?" of "…it
 * sends the order to your seed supplier"); and when the product is asked to act (`byProduct`), nor is a verb others
 * do (`doneByOthers`).
 */
function saysVerb(
  sentence: ContentSentence,
  stems: ReadonlySet<string>,
  verb: string,
  { kinds, byProduct }: { kinds: boolean; byProduct: boolean },
): boolean {
  const [first, last] = verb.split("-");
  // "dry-clean" is said as itself ("dry clean", "dry-cleaned"), not as "cleaning"; a prefix's verb ("e-sign", "co-sign")
  // is its last word too.
  if (last !== undefined)
    return (
      new RegExp(String.raw`\b${first}[- ]?${last}`, "i").test(sentence.text) ||
      (first!.length <= VERB_PREFIX_LETTERS && saysVerb(sentence, stems, last, { kinds, byProduct }))
    );
  const words = splitWords(sentence.text);
  const own = stemWord(verb);
  const forms = words.flatMap((word, i) => (stemWord(word) === own || word.startsWith(verb) ? [i] : []));
  // "Can Cradlebook order bottom paint?" is not answered by "Work orders for bottom paint…": the verb's own word said
  // as a noun names a thing. A form derived from it and said nowhere as itself ("certification") still counts.
  const saidAsVerb = (i: number) => !saidAsNoun(words, i) && !(byProduct && doneByOthers(words, i));
  if (forms.length > 0 ? forms.some(saidAsVerb) : saysForm(stems, own)) return true;
  const others = new Set([...paraphrasesOf(own, kinds), ...synonymsOf(verb).map(stemWord)]);
  // "localised" is an adjective in WordNet, and the verb "localise" without its ending.
  return words.some((word, i) => others.has(stemWord(word)) && canBe(word, "verb") && saidAsVerb(i));
}

// Words between a subject and its verb: auxiliaries, negations, adverbs of focus ("the subcontractors don't pay").
const BEFORE_VERB = new Set(
  "can could will would do does did don't doesn't didn't won't can't never just also still all only".split(" "),
);

/**
 * Whether the verb at `i` of a sentence's words is done by others than the product: "Can Claimwise pay the claim?" is
 * not answered by "Adjusters pay thirty dollars a month…", nor "Can Shuttlery book the travelers' flights?" by
 * "Travelers book a seat…". A plural noun before a verb without its "-s" is its subject ("travelers book"), where a
 * singular one names a kind of the act ("treatment records", "the tub cleaning").
 */
function doneByOthers(words: readonly string[], i: number): boolean {
  let before = i - 1;
  while (before >= 0 && BEFORE_VERB.has(words[before]!)) before -= 1;
  const subject = words[before] ?? "";
  return /[^s'’]s$/.test(subject) && !/s$/.test(words[i]!) && !BEFORE_NOUN.has(subject) && canBe(subject, "noun");
}

const VERB_PREFIX_LETTERS = 2;

// A word after a determiner or a preposition ("the handheld", "questions about repairs"), or before "of / for" ("work
// orders for…"), is a noun; "to" is left out, as it opens a verb ("to order").
const BEFORE_NOUN = new Set(
  "the a an your our their its his her this that these those every each any some no of about for with on in from by at".split(
    " ",
  ),
);
const AFTER_NOUN = new Set(["of", "for"]);

/** Whether the word at `i` of a sentence's words is said as a noun, by the word before or after it. */
function saidAsNoun(words: readonly string[], i: number): boolean {
  return BEFORE_NOUN.has(words[i - 1] ?? "") || AFTER_NOUN.has(words[i + 1] ?? "");
}

/**
 * Whether stems (a sentence's, or the Vemo's vocabulary) say a word: itself, a form derived from it ("certification" of
 * "certified"), a buyer's or WordNet synonym, and with `kinds` (a sales tour's) a kind's member or a member's kind.
 */
function saysWord(held: ReadonlySet<string> | ReadonlyMap<string, unknown>, word: string, kinds: boolean): boolean {
  const stem = stemWord(word);
  return (
    saysForm(held, stem) ||
    paraphrasesOf(stem, kinds).some((other) => held.has(other)) ||
    synonymsOf(word).some((synonym) => held.has(stemWord(synonym)))
  );
}

/**
 * Whether stems say a stem itself, an irregular form of it ("paid" of "pay") or a form derived from it
 * ("certification" of "certified").
 */
function saysForm(held: ReadonlySet<string> | ReadonlyMap<string, unknown>, stem: string): boolean {
  const derives = () => {
    for (const other of held.keys())
      if (
        Math.min(stem.length, other.length) >= 5 &&
        (stem.startsWith(other) || other.startsWith(stem)) &&
        !isCompound(stem.length > other.length ? stem.slice(other.length) : other.slice(stem.length))
      )
        return true;
    return false;
  };
  return held.has(stem) || irregularFormStems(stem).some((form) => held.has(form)) || derives();
}

// "Can it run payroll for our crews?", "Does it run the till at our café counter?": the product (or "you") asked to do
// a thing, and the buyer's own things the act is for or where it happens.
const PRODUCT_ASKED = new RegExp(ASKS_SUBJECT_TO, "iu");
const BUYERS_OWN =
  /\b(?:for|at|in|on)\s+(?:our|my)\s+((?:[\p{L}\d'’-]+\s*){1,3}?)(?=[?.!,]|$|\s+(?:for|at|in|on|to|with|so|because|when|if)\b)/giu;
// "Can it control the building's alarm system?", "…our roaster's temperature profile?": whose thing it is.
const POSSESSOR = /\b(?:the|our|my|your|a|an)\s+([\p{L}\d-]+)['’]s\s/giu;

/**
 * Whether a sentence says of a question asking the product to do something only the buyer's own things around the act
 * ("Can it run payroll for our crews?" of "…because most crews are mixed", "Can it control the building's alarm
 * system?" of "…so you know the building was really cleaned"): it speaks of the buyer's world, not of the act asked.
 */
export function saysOnlyTheBuyersOwn(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  const asked = askedPart(question);
  const subject = PRODUCT_ASKED.exec(asked)?.[1];
  if (!subject || !isTheProductOrVendor(index, subject)) return false;
  const own = new Set<string>();
  for (const [, phrase] of asked.matchAll(BUYERS_OWN))
    for (const word of questionWords(phrase!)) own.add(possessed(word));
  for (const [, possessor] of asked.matchAll(POSSESSOR)) own.add(possessor!.toLowerCase());
  if (own.size === 0) return false;
  const stems = new Set(sentence.stems);
  const kinds = isSalesTour(index);
  // The learnt bridge is left out: its weak pairs ("run" → "10") say a word of the act in any number.
  const said = thingWords(index, asked)
    .map(possessed)
    .filter((word) => saysWord(stems, word, kinds));
  return said.length > 0 && said.every((word) => own.has(word));
}

const possessed = (word: string) => word.replace(/['’]s?$/, "");

// "Does Snoutcall provide its own vets…?", "Can it deliver orders with its own drivers?": the product asked to do a job
// with the vendor's own people, vehicles or premises (not "…on its own", done by itself).
const VENDORS_OWN = new RegExp(String.raw`(?<!\bon\s+)\bits own\s+(.+?)` + OBJECT_END, "iu");

// "Can Flueward's techs do…?", "Will Kernlight's team design…?", "Will a Chicanova mechanic come out…?": the product's
// (its vendor's) people asked to act.
const PRODUCTS_OWN_ASKED =
  /^\s*(?:can|does|do|will)\s+(?:([\p{L}\d-]+)['’]s\s+(?:own\s+)?|an?\s+([\p{L}\d-]+)\s+)([\p{L}\d-]+)\s/iu;
// "Does Lidstack have a nutritionist who can write…?": someone the vendor has, asked to do a job, is its own person.
const VENDOR_HAS_SOMEONE = /^\s*(?:does|do)\s+([\p{L}\d-]+)\s+have\s+(?:an?|any)\s+([\p{L}\d-]+)\s+who\b/iu;

/**
 * Whether a sentence says the vendor's own thing a question asks the product to work with: a service the vendor
 * supplies is said as "our vets", "our own drivers", not by "…the vet books the appointment" (the buyer's).
 */
export function saysVendorsOwn(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  const asked = askedPart(question);
  const [, possessor, named, product] = PRODUCTS_OWN_ASKED.exec(asked) ?? [];
  const [, haver, person] = VENDOR_HAS_SOMEONE.exec(asked) ?? [];
  const owned = product ?? person;
  const owner = possessor ?? named ?? haver;
  const subject = owned ? owner : PRODUCT_ASKED.exec(asked)?.[1];
  const thing = owned ?? VENDORS_OWN.exec(asked)?.[1];
  if (subject && isTheProductOrVendor(index, subject) && SENDS_SOMEONE.test(asked))
    return VENDOR_ACTS.test(sentence.text);
  if (!subject || !thing || !isTheProductOrVendor(index, subject)) return true;
  const head = stemWord(questionWords(thing).at(-1) ?? "");
  const words = splitWords(sentence.text);
  const isVendors = (word: string) => VENDOR_POSSESSIVE.test(word) || namesTheTopicWord(index, possessed(word));
  return words.some(
    (word, i) => stemWord(word) === head && words.slice(Math.max(0, i - OWNER_WORDS_BEFORE), i).some(isVendors),
  );
}

// "Can Siphonly send someone to clean…?": the vendor asked to send a person, answered where the vendor acts ("We
// connect to your system remotely…").
const SENDS_SOMEONE = /\bsend\s+(?:someone|somebody|anyone|a\s+(?:person|tech|technician))\b/i;
const VENDOR_ACTS = /\b(?:we|our|us)\b/i;

// The vendor as the owner: "our", "its", or the product's or vendor's name ("Snoutcall's").
const VENDOR_POSSESSIVE = /^(?:our|its)$/i;
// The owner stands at most this many words before the thing ("our own certified drivers"); further back it owns
// another noun of the sentence.
const OWNER_WORDS_BEFORE = 3;

// "Will you set up our price list for us?", "Do you help us label our stock?": the vendor asked to do a thing for the
// buyer or to the buyer's things.
const ASKS_THE_VENDOR_TO_ACT = /^\W*(?:will|can|could|do|would)\s+(?:you|your\s+team)\b.*\b(?:us|our|me|my)\b/i;
// The vendor as a clause's subject ("…and we set it up for you", "Our onboarding team labels…"), not named in passing
// ("Members phone to ask when we open").
const VENDOR_SUBJECT =
  /(?:^|[,;:.—]\s*|\b(?:and|so|then|but)\s+)(?:we|we'll|we're|we've|we'd|our\s+(?:\w+\s+)?team)\b/i;

/**
 * Whether a sentence has the vendor act where a question asks the vendor to do a thing for the buyer ("Will you move our
 * customer records over for us?" of "If you'd rather, we move your customer records in…", not "You move your customer
 * records in…"): the buyer's "you" is the tour's "we", so the sentence says whether the vendor does it.
 */
export function saysTheVendorActs(question: string, sentence: string): boolean {
  return ASKS_THE_VENDOR_TO_ACT.test(askedPart(question)) && VENDOR_SUBJECT.test(sentence);
}

// What a "how do I…" question says after its verb: the thing it acts on and its complements ("…bill renters for fuel").
const HOW_TO_OBJECT = /^\s*how (?:to|(?:do|can|should|would|could)\s+(?:i|we|you|they))\s+\w+\s+(.+)/i;

/**
 * "How do I brew a hazy IPA at home?", "How do I train for a marathon?" of a sales tour: no word the question says
 * after its verb is said in the Vemo ("How do I build a user segment?" of a tour saving cohorts of users is answered).
 * A verb's complements are read with its object: a light verb or an idiom puts the thing asked about after a
 * preposition ("How do I keep track of rented chairs?", "How do we bill renters for fuel?"). (A screencast's "how do I
 * use the color picker?" is answered in other words, so sales tours only.)
 */
export function asksHowToUnsaidThing(index: VemoIndex, question: string): boolean {
  if (!isSalesTour(index)) return false;
  const object = HOW_TO_OBJECT.exec(askedPart(question))?.[1];
  if (!object) return false;
  // "…keep a sourdough starter alive": a word saying only how the thing is (an adjective or adverb) names nothing acted
  // on, and its synonyms ("live") are other senses.
  const words = thingWords(index, object).filter((word) => !describesOnly(word));
  return words.length > 0 && !words.some((word) => saysWord(index.stemFrequency, word, true));
}

/** Whether the dictionary knows a word only as an adjective or adverb, in all its forms. */
function describesOnly(word: string): boolean {
  const parts = dictionaryForms(word).flatMap((form) => [...partsOfSpeechOf(form)]);
  return parts.length > 0 && !parts.includes("noun") && !parts.includes("verb");
}

// A yes/no question's subject and verb: "…I remove", "…it free", "…it be able to calculate".
const SUBJECT_VERB = String.raw`\s+(?!there\b)\S+\s+(?:be able to\s+)?(\w+)`;
// "Can I remove…", "Is it free…", "Does it calculate…": what a yes/no question asks the product or the buyer to do.
const YES_NO_ACTION = new RegExp(String.raw`^\s*(?:can|does|do|will|is|are)${SUBJECT_VERB}\b`, "i");
// A word said as an action follows its subject, a modal or "to" ("you can remove", "we store", "it's free").
const ACTION_BEFORE = new Set("can to will you we they i it is are also just then".split(" "));

// "Can it run the marina's restaurant?": what a yes/no question's verb acts on.
const YES_NO_OBJECT = new RegExp(String.raw`^\s*(?:can|does|do|will)${SUBJECT_VERB}\s+(.+?)` + OBJECT_END, "i");

/**
 * Whether a sentence says what a yes/no question's verb acts on, its head word in any form ("the marina's restaurant"
 * is not said by "…the software harbour masters use to run a marina"); true when the question names no such thing.
 */
export function saysAskedObject(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  return saysThingHead(index, YES_NO_OBJECT.exec(question)?.[2], sentence);
}

/** Whether a sentence says a thing's head, its last word, in any form; true when there is no thing or no head. */
function saysThingHead(index: VemoIndex, object: string | undefined, sentence: ContentSentence): boolean {
  const head = object ? thingWords(index, object).at(-1) : undefined;
  return head === undefined || saysWord(new Set(sentence.stems), head, isSalesTour(index));
}

/**
 * Whether the sentence does what a yes/no question asks about, its verb or the buyer's word for it said as an
 * action: "Can I file my tax return?" is not answered by "…from a csv file".
 */
export function doesAskedAction(question: string, sentence: ContentSentence): boolean {
  const verb = YES_NO_ACTION.exec(askedPart(question))?.[1];
  if (!verb) return false;
  const stem = stemWord(verb.toLowerCase());
  const stems = new Set([stem, ...paraphrasesOf(stem)]);
  // A lead-in is read with the sentence it announces ("Do you have a contract? No, it's month to month.").
  const words = splitWords(sentence.leadIn ? `${sentence.leadIn.text} ${sentence.text}` : sentence.text);
  return words.some((word, i) => i > 0 && ACTION_BEFORE.has(words[i - 1]!) && stems.has(stemWord(word)));
}

// "Do we have to key the bill in by hand?", "Do my drivers need an email to log in?": whether the buyer must do
// something themselves (not "Can it grade homework automatically?", which asks what the product does).
const ASKS_WHETHER_MUST =
  /^\s*(?:do|does|did|will|would|is|are)\b.*?\b(?:have to|has to|need to|needs to|need|needs|must|by hand|manually|myself|ourselves|themselves)\b/i;
// "…the video link is added for you", "…starts onboarding on its own", "you don't need to stop the production"; also
// said as no one acting ("…upload every night without anyone pressing a button", "nobody has to type it in"), the
// product acting on itself or for the speaker ("the form fills itself in", "…it measures the run for me"), or the
// thing made from what is already held ("the invoice is built from the treatments in the chart").
const DONE_FOR_THEM =
  /\b(?:automatic(?:ally)?|auto-\w+|(?:it|them)sel(?:f|ves)|on (?:its|their) own|for (?:you|me)|(?:don't|doesn't|do not|does not|never|won't|will not) (?:need|have to)|no need|without (?:anyone|anybody|you)|(?:nobody|no one) (?:has|needs) to|(?:is|are|gets?) (?:\w+ed|built|made|taken|drawn|read|brought|sent)(?: (?:in|over|up))? from)\b/i;

/**
 * Whether a sentence answers a question asking whether the buyer must do something by saying it is done for them or
 * need not be: that answers in words of its own, as doing the asked action does.
 */
export function saysNoNeed(question: string, sentence: ContentSentence): boolean {
  return ASKS_WHETHER_MUST.test(askedPart(question)) && DONE_FOR_THEM.test(sentence.text);
}

// "Will it stop us renting out a machine that's overdue?", "Can it keep my staff from booking a room twice?": whether
// the product prevents something (a yes/no question; "How do I keep avocados from ripening?" asks the buyer's way).
const ASKS_WHETHER_PREVENTS =
  /^\s*(?:can|does|do|will|would)\s+[\w'’]+\s+(?:(?:stop|prevent|block)\b|keep\b.*\bfrom\b)/i;
// "…it blocks it from being rented", "…it warns me when two systems could cross", "…can't be sold".
const SAYS_PREVENTED =
  /\b(?:blocks?|blocked|stops?|stopped|prevents?|prevented|warns?|warning|can't|cannot|won't let|not allowed)\b/i;

/**
 * Whether a sentence answers a question asking whether the product prevents something by saying it blocks, stops or
 * warns: the act asked for in other words, which answers in words of its own as doing the asked action does.
 */
export function saysPrevented(question: string, sentence: ContentSentence): boolean {
  return ASKS_WHETHER_PREVENTS.test(askedPart(question)) && SAYS_PREVENTED.test(sentence.text);
}

// "Will we get a heads-up before…?", "Does the customer get a reminder before their service?": whether someone is told
// ahead of a thing.
const ASKS_WHETHER_FOREWARNED =
  /\b(?:heads[- ]?ups?|warn(?:s|ed|ing)?|remind(?:s|ed|er|ers)?|notif(?:y|ied|ies|ication|ications)|alert(?:s|ed)?|notice|tell|told)\b.*\b(?:before|ahead)\b/i;
// "…warns the team before a ticket breaches it", "…get a text the day before their launch", "…it's flagged for the
// therapist before the session starts": someone told, then "before" or "ahead".
const SAYS_FOREWARNED =
  /\b(?:warns?|warned|warning|reminds?|reminded|reminders?|notif(?:y|ies|ied|ication)|alerts?|alerted|flag(?:s|ged)?|texts?|emails?|tells?|heads[- ]?ups?)\b.*\b(?:before|ahead|in advance|early)\b/i;

/**
 * Whether a sentence answers a question asking whether someone is told ahead of a thing by saying someone is warned,
 * reminded or sent a text before it: what is asked in words of its own, as doing the asked action is.
 */
export function saysForewarned(question: string, sentence: ContentSentence): boolean {
  return ASKS_WHETHER_FOREWARNED.test(askedPart(question)) && SAYS_FOREWARNED.test(sentence.text);
}

// Someone of the sale: the buyer, the vendor, the product ("it", "this") or the people and things they speak of.
const PARTY =
  /\b(?:i|me|my|we|us|our|you|your|it|its|they|them|their|there|he|she|his|her|this|these|that|those)\b|\b(?:i|we|you|it|they)['’]/i;
// "What's the weather…", "Who won…", "Which sat nav app is best…": a question asking for a thing, not whether.
const ASKS_FOR = /^\s*(?:what|what's|who|who's|which|where|where's|when)\b/i;
// "…this weekend", "…last year", "…tonight": a time told from the asker's own day.
const ASKERS_NOW =
  /\b(?:today|tonight|tomorrow|yesterday|(?:this|next|last)\s+(?:weekend|week|month|year|season|morning|afternoon|evening|night))\b/i;
// "What's a good recipe for…", "Which … is best for…", "What's the tallest…": a recommendation or a ranking asked for.
const RECOMMENDATION = /\b(?:best|most|least|a good)\b/i;
// "the best way to…", "a good option for…": the words of a ranking, not the thing ranked.
const RANKING_FRAME = /^(?:best|most|least|good|way|time|place|thing|option|idea|choice)s?$/i;
// "How many moons does Jupiter have?": the thing counted.
const COUNTED = /^\s*how many\s+([\p{L}'’-]+)/iu;

/**
 * "What's the weather in Miami this weekend?", "Who won the World Series last year?", "What's a good recipe for
 * lasagna?", "How many ounces are in a cup?" of a sales tour: a question naming no one of the sale (no pronoun, not the
 * product) asks about the world when it is told from the asker's day, or asks for a recommendation or a count of a thing
 * the Vemo never names ("What's the best plan for a team of ten?", "How many users are in the Pro plan?" name the
 * tour's own things).
 */
export function asksTheWorld(index: VemoIndex, question: string): boolean {
  const asked = askedPart(question);
  // "this weekend" is the asker's time, no one of the sale.
  const now = ASKERS_NOW.test(asked);
  if (!isSalesTour(index) || PARTY.test(asked.replace(ASKERS_NOW, ""))) return false;
  const words = questionWords(asked);
  if (words.some((word) => namesTheTopicWord(index, word))) return false;
  const unsaid = (word: string) => !saysWord(index.stemFrequency, word, true);
  const counted = COUNTED.exec(asked)?.[1];
  // "How many players are on a baseball team?": the thing counted and something it is counted in are no tour's ("How
  // many productions are in a season package?" counts in the tour's package).
  if (counted)
    return (
      isSpecificNoun(counted) &&
      unsaid(counted) &&
      words.some((word) => word !== counted && isSpecificNoun(word) && unsaid(word))
    );
  return (
    ASKS_FOR.test(asked) &&
    (now ||
      (ranks(asked, words) &&
        words.some(
          (word) => isSpecificNoun(word) && !RANKING_FRAME.test(word) && !isSuperlative(word) && unsaid(word),
        )))
  );
}

/**
 * Whether a question asks for a recommendation or a ranking: "a good…", "best", "most", or a superlative ("tallest")
 * among its `words`.
 */
function ranks(asked: string, words: string[]): boolean {
  return RECOMMENDATION.test(asked) || words.some(isSuperlative);
}

/** Whether a word is an adjective's "-est" form: "tallest", "largest", "biggest", "happiest" (not "interest", "guest"). */
function isSuperlative(word: string): boolean {
  if (!word.endsWith("est")) return false;
  const base = word.slice(0, -3);
  const doubled = base.length > 2 && base.at(-1) === base.at(-2) ? base.slice(0, -1) : base;
  const forms = [base, `${base}e`, doubled, base.endsWith("i") ? `${base.slice(0, -1)}y` : base];
  return forms.some((form) => form.length >= MIN_ADJECTIVE_LETTERS && partsOfSpeechOf(form).has("adj"));
}

const MIN_ADJECTIVE_LETTERS = 3;

// "Can I bill…?", "Does the rebar guy get told…?", "Do clients get a heads-up…?": a yes/no question's subject, read past
// its determiner.
const YES_NO_SUBJECT =
  /^\s*(?:can|could|does|do|did|will|would|is|are)\s+(?:(?:the|a|an|our|my|your|their|each|every)\s+)?([\p{L}\d'’-]+)/iu;
// The product, its vendor or a part of it ("Does the app…?"), or no one ("Is there…?", "Is this…?").
const PRODUCTS_SIDE =
  /^(?:it|you|there|this|that|these|those|app|apps|system|software|platform|tool|product|portal|site|website|dashboard)$/i;

/**
 * Whether a yes/no question asks what the buyer, their people or their things do or get ("Can we keep rejected people on
 * file?", "Do clients get a heads-up before court?", "Does the stock level update after a sale?") rather than what the
 * product or its vendor does ("Does it track mileage?", "Can Acme give us legal advice?"). A tour answers the first kind
 * by telling what happens to them, in its own words, where the second is the shape of a feature asked for that the
 * product may not have.
 */
export function asksOfTheBuyersSide(index: VemoIndex, question: string): boolean {
  const subject = YES_NO_SUBJECT.exec(askedPart(question))?.[1];
  return subject !== undefined && !PRODUCTS_SIDE.test(subject) && !namesTheTopicWord(index, subject);
}
