import type { VemoIndex } from "../indexing/create-index.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
import { synonymsOf, type PartOfSpeech } from "../text/synonyms.ts";
import { passageTerms, stemWord } from "../text/tokens.ts";
import { generalRarity } from "../text/word-rarity.ts";
import { expectedAnswerType, holdsAnswerType, namesAnswerType } from "./answer-type.ts";
import { askedWordsIn, searchedWordsIn } from "./question-terms.ts";
import { spelledAcronyms } from "./acronyms.ts";

/**
 * Whether the Vemo says enough of what a question asks about to answer it. BM25 always finds some line sharing an
 * everyday word ("open", "change"), so the test is on the question's own words instead: the share of them, weighted
 * by their rarity in general English, that the Vemo uses (a word found in fewer than `fullCreditPassages` passages
 * counts in part). An off-topic question keeps only its everyday words.
 * Some of them must also occur in `evidence`, the texts the answer would rest on. A `salesTour`'s case clauses say what
 * "What happens when…" asks for, and its kinds and members say each other ("Which CRMs…?" of "Salesforce").
 */
export function coversQuestion(
  index: VemoIndex,
  question: string,
  evidence: readonly string[],
  salesTour = false,
): boolean {
  const { minCoverage, synonymCredit, everydayRarity, minEvidenceCoverage, fullCreditPassages } = index.profile.decline;
  const asked = [...new Set(searchedWordsIn(index, question))];
  // Naming the Vemo's own product says nothing of whether the rest of the question is covered ("Does Acme
  // support SSO?"), and a question about nothing else is covered.
  const words = asked.filter((word) => !namesTheTopicWord(index, word));
  if (words.length === 0 && asked.length > 0) return true;
  // A buyer's word the Vemo says otherwise ("trial" of "try it free") is found through the Vemo's word, and on a sales
  // tour an acronym through the words it spells ("BAA" of "business associate agreement").
  const spelled = salesTour ? spelledAcronyms(index, question) : new Map<string, string[]>();
  const vemoStem = (word: string) => {
    const stem = stemWord(word);
    if (spelled.has(word)) return spelled.get(word)![0]!;
    if (index.stemFrequency.has(stem) || index.profile.paraphraseWeight === 0) return stem;
    return paraphrasesOf(stem, salesTour).find((paraphrase) => index.stemFrequency.has(paraphrase)) ?? stem;
  };
  const uses = (word: string) => index.stemFrequency.has(vemoStem(word));
  const usesSynonym = (word: string, partOfSpeech?: PartOfSpeech) =>
    index.profile.synonymWeight > 0 && synonymsOf(word, partOfSpeech).some(uses);
  // "How much is it?" is said by a price, "How long does setup take?" by a duration, where the answer would come from.
  const type = expectedAnswerType(question, salesTour);
  const saysType =
    type !== undefined &&
    evidence.some((text) => holdsAnswerType(text, type, (word) => namesTheTopicWord(index, word)));
  // The situation a buyer says before asking counts where the Vemo says it.
  const askedWords = new Set(askedWordsIn(index, question));
  let total = 0;
  let covered = 0;
  const found: number[] = [];
  const missing: number[] = [];
  for (const word of words) {
    if (!askedWords.has(word) && !uses(word)) continue;
    const rarity = generalRarity(word);
    total += rarity;
    if (saysType && namesAnswerType(word, type)) {
      covered += rarity;
      found.push(rarity);
    } else if (uses(word)) {
      // A word said once in a long video ("…out of alignment…") is weak evidence that the Vemo is about it.
      covered += rarity * Math.min(1, index.stemFrequency.get(vemoStem(word))! / fullCreditPassages);
      found.push(rarity);
    } else {
      if (usesSynonym(word)) covered += synonymCredit * rarity;
      // A thing the Vemo names in other words is not missing ("my picture" of a video that says "the image"); a
      // verb's WordNet synonyms are too loose for that ("save" → "relieve", "sample" → "try").
      if (!usesSynonym(word, "noun")) missing.push(rarity);
    }
  }
  if (total === 0 || covered / total < minCoverage) return false;
  // "How do I rotate the image?" of a physiotherapy video: "rotate" is there, the image is not.
  const restsOnOneEverydayWord =
    found.length === 1 && found[0]! < everydayRarity && missing.some((rarity) => rarity >= everydayRarity);
  if (restsOnOneEverydayWord) return false;
  // Found only through synonyms, or far from where the answer would come from.
  const nearby = new Set(evidence.flatMap((text) => passageTerms(text)));
  const atEvidence = words.reduce((sum, word) => sum + (nearby.has(vemoStem(word)) ? generalRarity(word) : 0), 0);
  return atEvidence / total >= minEvidenceCoverage;
}

/**
 * Whether a stem is the name of what the whole Vemo is about ("Acme"): a name found in many of its passages, or a word
 * of a source's file or page name that is no dictionary word and that the content says ("ledgerly-tour.mp4" of
 * automatic captions that write "ledgerly" in lower case, in a few of their many short lines).
 */
export function namesTheTopic(index: VemoIndex, stem: string): boolean {
  const isFrequentName =
    index.names.has(stem) &&
    (index.stemFrequency.get(stem) ?? 0) >= index.profile.decline.topicShare * index.passages.length;
  return isFrequentName || sourceNames(index).has(stem);
}

/** Whether a word, as written, names what the whole Vemo is about (`namesTheTopic` of its stem). */
export function namesTheTopicWord(index: VemoIndex, word: string): boolean {
  return namesTheTopic(index, stemWord(word));
}

const sourceNameCache = new WeakMap<VemoIndex, Set<string>>();

function sourceNames(index: VemoIndex): Set<string> {
  let stems = sourceNameCache.get(index);
  if (stems) return stems;
  stems = new Set();
  for (const { url } of index.sources) {
    const name = url.split(/[?#]/)[0]!.split("/").at(-1)!;
    for (const word of name.toLowerCase().split(/[^a-z]+/)) {
      const stem = stemWord(word);
      if (word && generalRarity(word) === 1 && index.stemFrequency.has(stem)) stems.add(stem);
    }
  }
  sourceNameCache.set(index, stems);
  return stems;
}
