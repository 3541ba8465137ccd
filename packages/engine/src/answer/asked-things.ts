import type { VemoIndex } from "../indexing/create-index.ts";
import { isSalesTour, type ContentSentence } from "../retrieval/content-sentences.ts";
import { namesTheTopic, namesTheTopicWord } from "../retrieval/question-coverage.ts";
import { questionWords, splitWords, stemWord } from "../text/tokens.ts";
import { synonymsOf } from "../text/synonyms.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
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
  return [...question.matchAll(/(?<=\S\s+)\b(\p{Lu}[\p{L}\d]*)/gu)].some(([name]) => {
    const word = name.toLowerCase();
    const isName = /^\p{Lu}\p{Ll}/u.test(name) && generalRarity(word) === 1;
    const stem = stemWord(word);
    return isName && !namesTheTopic(index, stem) && !says(stem);
  });
}

const OBJECT_END = String.raw`(?=\s+(?:for|of|to|with|on|in|from|by|at|that|which)\b|[?.!]|$)`;
// "Do I have to type in every book myself?" asks what the buyer must do, not whether the product has a thing.
const OFFERS = new RegExp(
  String.raw`\b(?:includes?|offers?|provides?|comes? with|has|have)(?!\s+to\b)\s+(.+?)` + OBJECT_END,
  "i",
);
// "Can Gymkit run payroll…", "Does Loopdesk manage parking spaces?": a product named, a verb, and what it acts on.
const NAMED_DOING = new RegExp(String.raw`^\s*(?:can|does|will)\s+(\S+)\s+(\w+)\s+(.+?)` + OBJECT_END, "i");

// "Can clients book grooming appointments in Leashly?": someone doing a thing in the product, named last.
const DOING_IN_PRODUCT =
  /^\s*(?:can|does|do|will)\s+(?:\S+\s+){1,2}?(\w+)\s+(.+?)\s+(?:in|through|with|on|using|via)\s+(\S+?)\W*$/i;

/**
 * "Does it offer health insurance for our staff?", "Does Vaultline include a VPN?", "Can Loopdesk order lunch for the
 * office?": the sentence answering whether a product has or does a thing says that thing, and what a named product is
 * asked to do ("Does Kilnbook sell kilns?" is not answered by "…every shelf of every kiln filling up"). (The object of
 * any "Can / Does it…" question was measured too strict: a buyer's "it" asks in words a tour does not use.)
 */
export function saysWhatIsOffered(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  const offered = OFFERS.exec(question)?.[1];
  const doing = NAMED_DOING.exec(question);
  const namesProduct = (subject: string) =>
    /^\p{Lu}\p{Ll}/u.test(subject) || namesTheTopicWord(index, subject.toLowerCase());
  const inProduct = DOING_IN_PRODUCT.exec(question);
  const named =
    doing && namesProduct(doing[1]!)
      ? { verb: doing[2]!, object: doing[3]! }
      : inProduct && namesTheTopicWord(index, inProduct[3]!.toLowerCase())
        ? { verb: inProduct[1]!, object: inProduct[2]! }
        : undefined;
  const object = offered ?? named?.object;
  if (!object) return true;
  // How it is done ("…automatically", "…quickly") is not the thing asked about.
  const words = questionWords(object).filter((word) => !namesTheTopicWord(index, word) && !/ly$/.test(word));
  if (words.length === 0) return true;
  const kinds = isSalesTour(index);
  const stems = new Set(sentence.stems);
  // A named product asked about another product only relates the two ("Does Quillmate integrate with Slack?", "Does
  // Assetry support Macs?"); asked to do something else, the sentence says it does that.
  const asksAboutProduct = (object.match(/[\p{L}\d]+/gu) ?? []).some(
    (word) => /^\p{Lu}/u.test(word) || isKindMember(word),
  );
  if (named && !offered && !asksAboutProduct && !saysVerb(sentence, stems, named.verb.toLowerCase(), kinds))
    return false;
  // The thing is the object's last word, its head ("marketing email campaigns", "tenant applications"): a sentence
  // saying only "email" or "tenant" answers something else.
  return saysWord(stems, words.at(-1)!, kinds);
}

/** Whether a sentence says a verb, in any form ("added" of "add", which the stemmer reads "ad") or word for it. */
function saysVerb(sentence: ContentSentence, stems: ReadonlySet<string>, verb: string, kinds: boolean): boolean {
  return saysWord(stems, verb, kinds) || splitWords(sentence.text).some((word) => word.startsWith(verb));
}

/**
 * Whether stems (a sentence's, or the Vemo's vocabulary) say a word: itself, a form derived from it ("certification" of
 * "certified"), a buyer's or WordNet synonym, and with `kinds` (a sales tour's) a kind's member or a member's kind.
 */
function saysWord(held: ReadonlySet<string> | ReadonlyMap<string, unknown>, word: string, kinds: boolean): boolean {
  const stem = stemWord(word);
  const derives = () => {
    for (const other of held.keys())
      if (Math.min(stem.length, other.length) >= 5 && (stem.startsWith(other) || other.startsWith(stem))) return true;
    return false;
  };
  return (
    held.has(stem) ||
    derives() ||
    paraphrasesOf(stem, kinds).some((other) => held.has(other)) ||
    synonymsOf(word).some((synonym) => held.has(stemWord(synonym)))
  );
}

const HOW_TO_OBJECT = new RegExp(
  String.raw`^\s*how (?:to|(?:do|can|should|would|could)\s+(?:i|we|you|they))\s+\w+\s+(.+?)` + OBJECT_END,
  "i",
);

/**
 * "How do I brew a hazy IPA at home?", "How do I train for a marathon?" of a sales tour: no word of the thing a "how
 * do I…" question acts on is said in the Vemo ("How do I build a user segment?" of a tour saving cohorts of users is
 * answered). (A screencast's "how do I use the color picker?" is answered in other words, so sales tours only.)
 */
export function asksHowToUnsaidThing(index: VemoIndex, question: string): boolean {
  if (!isSalesTour(index)) return false;
  const object = HOW_TO_OBJECT.exec(question)?.[1];
  if (!object) return false;
  const words = questionWords(object).filter((word) => !namesTheTopicWord(index, word) && !/ly$/.test(word));
  return words.length > 0 && !words.some((word) => saysWord(index.stemFrequency, word, true));
}

// "Can I remove…", "Is it free…", "Does it calculate…": what a yes/no question asks the product or the buyer to do.
const YES_NO_ACTION = /^\s*(?:can|does|do|will|is|are)\s+(?!there\b)\S+\s+(?:be able to\s+)?(\w+)\b/i;
// A word said as an action follows its subject, a modal or "to" ("you can remove", "we store", "it's free").
const ACTION_BEFORE = new Set("can to will you we they i it is are also just then".split(" "));

/**
 * Whether the sentence does what a yes/no question asks about, its verb or the buyer's word for it said as an
 * action: "Can I file my tax return?" is not answered by "…from a csv file".
 */
export function doesAskedAction(question: string, sentence: ContentSentence): boolean {
  const verb = YES_NO_ACTION.exec(question)?.[1];
  if (!verb) return false;
  const stem = stemWord(verb.toLowerCase());
  const stems = new Set([stem, ...paraphrasesOf(stem)]);
  // A lead-in is read with the sentence it announces ("Do you have a contract? No, it's month to month.").
  const words = splitWords(sentence.leadIn ? `${sentence.leadIn.text} ${sentence.text}` : sentence.text);
  return words.some((word, i) => i > 0 && ACTION_BEFORE.has(words[i - 1]!) && stems.has(stemWord(word)));
}
