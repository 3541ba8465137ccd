import type { VemoIndex } from "../indexing/create-index.ts";
import type { EngineProfile } from "../profiles.ts";
import {
  buyerWordShare,
  contentSentences,
  isLeadIn,
  isSalesTour,
  scoreSentences,
  sentenceCoverage,
  type ContentSentence,
} from "../retrieval/content-sentences.ts";
import { expectedAnswerType, holdsAnswerType, isAmountStem, type AnswerType } from "../retrieval/answer-type.ts";
import { namesTheTopic, namesTheTopicWord } from "../retrieval/question-coverage.ts";
import { buildQuestionTerms } from "../retrieval/question-terms.ts";
import { questionWords, splitWords, stemWord } from "../text/tokens.ts";
import { synonymsOf } from "../text/synonyms.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
import { isKindMember } from "../text/kinds.ts";
import { generalRarity } from "../text/word-rarity.ts";
import type { Evidence } from "./evidence.ts";
import { asSentence } from "./extractive-answer.ts";
import { asksWhatProductIs, productDefinition } from "./product-definition.ts";

// A short product tour answers a buyer's question in one sentence, and the moment to play is where that sentence
// starts ("Setup takes about fifteen minutes…"). Long screencasts explain a step over several lines, and there the
// following-context window (answer-moment.ts) finds where the explanation begins; so do questions asking how to
// do something, on any video, unless a sales tour's best sentence says the action itself (answer-question.ts).

// Read as much of the video after the answering sentence as the other evidence holds.
const EVIDENCE_SECONDS = 25;
// The other moments cited start at least this far from the answering sentence.
const DISTINCT_SECONDS = 10;
const PROCEDURE = /^\s*how (?:to|do|can|should|would|could)\b/i;
// A greeting or a sign-off ("…that's the tour; if anything's unclear, type your question in the chat next to the video").
const GREETING =
  /^(?:\W*(?:hi|hello|hey|welcome|what's up)\b|.{0,40}\b(?:i'm|i am|my name is)\s(?!going\b|gonna\b|just\b|\w+ing\b))|\b(?:that's (?:the|our|it for the) tour|thanks? (?:you )?for watching|see you next time)\b/i;
const AGENDA = /:[^,]+,[^,]+,/;
const AGENDA_SECONDS = 30;
// A sales tour's opening sentence introduces the product though it greets nobody ("This is Parcelpath, shipping software
// for online stores…", "Before Notewell, I ran a sales team…"); a screencast's is often its first step.
const OPENING_SECONDS = 6;
const ASKS_WHAT_IT_IS = /^\s*(?:what|who)(?:'s| is| are| does)\b/i;
// "Is there a setup fee?" asks whether, and "There is no setup fee." answers it without an amount.
const ASKS_WHETHER = /^\s*(?:is|are|can|could|does|do|did|will|would|has|have|should)\b/i;
const ASKS_WHETHER_IT_DOES = /^\s*(?:can|does|do|will)\b/i;

/** Whether a question asks how to do something ("how do I…", "how to…"). */
export function asksHowTo(question: string): boolean {
  return PROCEDURE.test(question);
}

/** Whether a Vemo is a product tour: its videos are all short or speak the buyer's words. */
export function isTour(index: VemoIndex): boolean {
  const { maxVideoSeconds, minBuyerWordShare } = index.profile.tour;
  const videos = index.passagesBySource.filter((ids) => index.passages[ids[0] ?? -1]?.kind === "video");
  if (videos.length === 0) return false;
  const short = videos.every((ids) => index.passages[ids.at(-1)!]!.end <= maxVideoSeconds);
  return short || buyerWordShare(index) >= minBuyerWordShare;
}

/** A tour's answer: the sentence that says it, and where the player goes. */
export interface AnsweringSentence {
  sentence: ContentSentence;
  /** A document's answer: the video sentence that shows it. */
  supportingMoment?: ContentSentence;
  /** Whether it says the name the question asks about ("Does it integrate with AppFolio?"). */
  saysAskedName?: boolean;
  /** Whether it holds the kind of answer asked for (a price, a duration, names…). */
  holdsAskedKind?: boolean;
  /** The sentence right after it that holds the kind of answer asked for, where the fact is said. */
  factMoment?: ContentSentence;
}

/** The most sentences a question weighs: more than a ten-minute tour holds. */
const MAX_WEIGHED = 200;

/**
 * The sentence of the Vemo that answers best (a video's over a document's unless the document's scores
 * `documentHandicap` times more), or undefined when none says enough of the question: less than `minCoverage` of its
 * words. `onRanking` sees the candidates a sales tour's learnt ranking chooses among (`npm run fit-ranking` fits on them).
 */
export function answeringSentence(
  index: VemoIndex,
  question: string,
  onRanking?: (candidates: RankingCandidate[]) => void,
): AnsweringSentence | undefined {
  const { documentHandicap, minCoverage, supportingShare, sameSayingShare, greetingShare } = index.profile.tour;
  const sentences = contentSentences(index);
  // "What is Placewell?" is answered where the tour says what it is ("Placewell is the recruitment CRM for…"), not by
  // the greeting that names it ("Hello. I am Ava, your guide to Placewell.").
  const definition = asksWhatProductIs(index, question) ? productDefinition(index, sentences) : undefined;
  if (definition?.kind === "video") return { sentence: definition, holdsAskedKind: true };
  const salesTour = isSalesTour(index);
  const terms = buildQuestionTerms(index, question, salesTour);
  for (const term of terms.keys()) if (term.split("_").some((stem) => namesTheTopic(index, stem))) terms.delete(term);
  const scores = scoreSentences(index, sentences, terms, question);
  const overlap = scoreSentences(index, sentences, terms, question, 0);
  // On a sales tour, a name the question asks about ("Does it integrate with AppFolio?") is answered by a sentence that
  // says it, not by one that only says "sync"; the question's own words only ("two" is not the "II" of "SOC 2 Type
  // II"). (A short screencast's "Photoshop" is no such name: TutorialVQA a −5 rows.)
  const asked = new Set(questionWords(question).map(stemWord));
  const kindsAsked = namesOfKinds(question);
  const named = salesTour
    ? [...asked].filter((stem) => terms.has(stem) && isNamed(index, stem) && !kindsAsked.has(stem))
    : [];
  const saysName = (i: number) => named.length === 0 || named.some((stem) => sentences[i]!.stems.includes(stem));
  // A greeting names the product and what it is for ("Hi, I'm Ruth, and this is Meterly, submetering and utility
  // billing…"), so it shares a word with many questions, but it answers only what something is ("What is…", "What does…
  // do?", "Who is… for?"; what the product is is answered before, by `productDefinition`, when the tour says it).
  const greeting = ASKS_WHAT_IT_IS.test(question) ? 1 : greetingShare;
  // On a sales tour the sentence saying more of the question wins a near tie of scores, which one shared word decides
  // (short screencasts: TutorialVQA −1 / −1 rows, so not there).
  const saysShare = (i: number) =>
    salesTour ? sentenceCoverage(index, question, sentences[i]!) ** index.profile.tour.coverageEmphasis : 1;
  const type = expectedAnswerType(question);
  // Each sentence's weight is read several times (ranked, chosen, against the runner-up): worked out once.
  const weights = new Map<number, number>();
  const weighed = (i: number) => {
    let weight = weights.get(i);
    if (weight === undefined) {
      weight =
        (scores[i]! / (sentences[i]!.kind === "video" ? 1 : documentHandicap)) *
        saysShare(i) *
        (introduces(sentences, i, salesTour) ? greeting : 1);
      weights.set(i, weight);
    }
    return weight;
  };
  // "Which carriers do you support?" is answered by a sentence listing names ("UPS, FedEx or DHL"), which need not
  // say "carriers".
  const isTopic = (word: string) => namesTheTopicWord(index, word);
  // "How much…", "Where…", "When…": a wh-question asking for an amount, a duration, a frequency, a time, a number or a place.
  const asksForAnExpression =
    type !== undefined && type !== "names" && type !== "consequence" && !ASKS_WHETHER.test(question);
  const listsNames = (i: number) => holdsAnswerType(sentences[i]!.text, "names", isTopic);
  const argmax = (among: number[], score: (i: number) => number) =>
    among.reduce((best, i) => (best < 0 || score(i) > score(best) ? i : best), -1);
  const pick = (
    among: number[],
    score: (i: number) => number,
    choose = (candidates: number[]) => argmax(candidates, score),
  ) => {
    const naming = among.filter(saysName);
    const candidates = naming.length > 0 ? naming : among;
    const listing = type === "names" ? candidates.filter(listsNames) : [];
    if (listing.length === 0) return choose(candidates);
    // A list of names answers when it says something of the question, or when it follows the sentence that does
    // ("…labels for every carrier your store uses. Connect your UPS, FedEx or DHL account…").
    const saying = listing.filter((i) => overlap[i]! > 0);
    if (saying.length > 0) return argmax(saying, score);
    const next = argmax(candidates, score) + 1;
    return listing.includes(next) && sentences[next]!.source === sentences[next - 1]!.source
      ? next
      : argmax(listing, score);
  };
  // A sentence's weight reads its share of the question, which costs far more than its score: only the best-scoring
  // sentences are weighed (a question on a Vemo of 24,000 cues would otherwise weigh thousands).
  const scored = sentences
    .map((_, i) => i)
    .filter((i) => scores[i]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, MAX_WEIGHED)
    .sort((a, b) => a - b);
  // A sales tour's `ranking.candidates` best sentences by that score are ranked again by the learnt score of two signals.
  const { ranking } = index.profile.tour;
  const rankAgain = (candidates: number[]) => {
    const ranked = candidates
      .map((i) => ({ i, weight: weighed(i) }))
      .sort((x, y) => y.weight - x.weight)
      .slice(0, ranking.candidates)
      .map(({ i, weight }, _, [first]): RankingCandidate => {
        const sentence = sentences[i]!;
        return {
          i,
          sentence,
          score: weight / (first!.weight || 1),
          share: sentenceCoverage(index, question, sentence),
        };
      });
    onRanking?.(ranked);
    const first = learntFirst(ranked, ranking);
    // A document's sentence that only names what is asked ("…guaranteed on the Team and Enterprise plans") gives way to
    // a document's sentence holding the kind of answer a wh-question asks for ("Team is £89 per recruiter…" of "How
    // much is the Team plan?"). (Among a video's sentences too, or for yes/no questions, it cost rows: round five.)
    if (
      !first ||
      first.sentence.kind === "video" ||
      !asksForAnExpression ||
      holdsAnswerType(first.sentence.text, type!, isTopic)
    )
      return first?.i ?? -1;
    const holding = ranked.filter(
      ({ sentence, share }) =>
        sentence.kind !== "video" &&
        share >= index.profile.tour.minCoverage &&
        holdsAnswerType(sentence.text, type!, isTopic),
    );
    return (learntFirst(holding, ranking) ?? first).i;
  };
  const best = pick(scored, weighed, salesTour ? rankAgain : undefined);
  const sentence = sentences[best];
  // A greeting shares the product's words with questions about things it does not do ("Can Rosterly track our
  // restaurant's food inventory?" of "this is rosterly the scheduling app for restaurants…"): it must say most of one.
  // A sentence holding what the question asks for (a price, a duration, names) or doing what a yes/no question asks
  // ("Can I remove your branding?" of "…you can remove the Pollinate badge") answers in words of its own.
  // "If" or "when" is said too often to answer in words of its own: a case clause only ranks.
  const holdsAskedKind =
    sentence !== undefined &&
    type !== undefined &&
    type !== "consequence" &&
    holdsAnswerType(sentence.text, type, isTopic);
  // A sentence scoring `standOutRatio` times any other is the one place the tour speaks of the question ("Do staff need
  // two-factor authentication?" of "Every staff member signs in with two-step verification."): it answers with less.
  const runnerUp = Math.max(0, ...scored.filter((i) => i !== best).map(weighed));
  const standsOut = best >= 0 && weighed(best) >= index.profile.tour.standOutRatio * runnerUp;
  const needed = !sentence
    ? minCoverage
    : introduces(sentences, best, salesTour) && greeting < 1
      ? index.profile.tour.greetingCoverage
      : holdsAskedKind || doesAskedAction(question, sentence) || standsOut
        ? index.profile.tour.askedCoverage
        : minCoverage;
  if (!sentence || sentenceCoverage(index, question, sentence) < needed) return undefined;
  // A greeting says what the product is, not what it does: it answers "Does Lumenly host websites?" ("…accessibility
  // testing for agencies that build websites") only when it does what is asked, or names the product asked about
  // ("Does it work with WooCommerce?" of "…for stores on Shopify or WooCommerce").
  const greetsOnly =
    introduces(sentences, best, salesTour) &&
    greeting < 1 &&
    ASKS_WHETHER_IT_DOES.test(question) &&
    !doesAskedAction(question, sentence) &&
    !(named.length > 0 && saysName(best));
  if (greetsOnly) return undefined;
  if (asksUnsaidName(index, question)) return undefined;
  if (!saysWhatIsOffered(index, question, sentence)) return undefined;
  // A price, a duration, a time or names held answer in words of their own.
  if (sentence.kind === "video")
    return {
      sentence,
      saysAskedName: named.length > 0 && saysName(best),
      holdsAskedKind,
      factMoment:
        holdsAskedKind || !type || type === "consequence"
          ? undefined
          : kindHeldNext(sentences, best, type, isTopic, (i) => overlap[i]! > 0),
    };
  // A document answers; a video sentence scoring `supportingShare` of it supports it (one part of "When are invoices
  // emailed, and is my data encrypted?"), or else the one saying most of the same ("paste a YouTube, Loom or Vimeo
  // link" of "Supported video links: YouTube, Loom and Vimeo"), and the player goes there.
  // A document's price, duration or names moves the player only to a video sentence saying that kind too ("How much is
  // the Essentials plan?" of a page's price: not to "…each tenant gets a bill for what their unit used").
  const showsKind = (i: number) => !holdsAskedKind || holdsAnswerType(sentences[i]!.text, type!, isTopic);
  const videoSentences = sentences.map((_, i) => i).filter((i) => sentences[i]!.kind === "video" && showsKind(i));
  const moment = pick(
    // A greeting or a tour's opening shows no answer ("Hi, I'm Mateo, and… how Vaultline keeps your team's passwords").
    videoSentences.filter((i) => scores[i]! > 0 && !introduces(sentences, i, salesTour)),
    (i) => scores[i]!,
  );
  if (moment >= 0 && scores[moment]! >= supportingShare * scores[best]!)
    return { sentence, supportingMoment: sentences[moment] };
  const said = new Set(sentence.stems);
  // An amount's words ("£59 per recruiter per month" and "£89 per recruiter per month") say no content of their own.
  const sameShare = (i: number) => {
    const stems = [...new Set(sentences[i]!.stems)].filter((stem) => !isAmountStem(stem));
    return stems.length === 0 ? 0 : stems.filter((stem) => said.has(stem)).length / stems.length;
  };
  const same = argmax(videoSentences, sameShare);
  // Saying the same is more than half its words: "At the end of the month, each tenant gets a bill…" shares three of seven
  // with "Essentials costs one dollar fifty per unit per month and covers… tenant bills", and "Teachers only see their
  // own classes." one of two with "…sends class rosters to Canvas".
  return { sentence, supportingMoment: same >= 0 && sameShare(same) > sameSayingShare ? sentences[same] : undefined };
}

// The sentence holding the kind asked for follows within this many seconds of the one that speaks of the question: the
// same moment, as a lead-in's answer is (content-sentences.ts); further on, a tour has moved to its next point.
const FACT_FOLLOWS_SECONDS = 10;

/**
 * "How many users does the Agency plan allow? …we built the Agency plan for growing teams. It covers up to twenty five
 * users.": the sentence right after the one speaking of the question holds the kind of answer asked for (a number, a
 * price, a duration, names…) where that one does not, so the fact is said there.
 */
function kindHeldNext(
  sentences: ContentSentence[],
  i: number,
  type: AnswerType,
  isTopic: (word: string) => boolean,
  speaksOfQuestion: (i: number) => boolean,
): ContentSentence | undefined {
  const [sentence, next] = [sentences[i]!, sentences[i + 1]];
  if (!next || next.source !== sentence.source || next.start - sentence.start > FACT_FOLLOWS_SECONDS) return undefined;
  return !isLeadIn(next.text) && speaksOfQuestion(i + 1) && holdsAnswerType(next.text, type, isTopic)
    ? next
    : undefined;
}

/** A sentence a sales tour's learnt ranking chooses among, with the two signals it weighs. */
export interface RankingCandidate {
  /** Its place among the Vemo's content sentences. */
  i: number;
  sentence: ContentSentence;
  /** Its hand score relative to the best candidate's. */
  score: number;
  /** The share of the question it says. */
  share: number;
}

/** The candidate the learnt linear score puts first (the first of equals, so a share weight of 0 keeps the hand order). */
export function learntFirst<Candidate extends Pick<RankingCandidate, "score" | "share">>(
  candidates: Candidate[],
  { scoreWeight, shareWeight }: Pick<EngineProfile["tour"]["ranking"], "scoreWeight" | "shareWeight">,
): Candidate | undefined {
  const learnt = ({ score, share }: Candidate) => scoreWeight * score + shareWeight * share;
  return candidates.reduce<Candidate | undefined>(
    (best, candidate) => (best === undefined || learnt(candidate) > learnt(best) ? candidate : best),
    undefined,
  );
}

/**
 * A greeting, a sign-off, a sales tour's opening sentence, or the agenda a tour opens with ("In the next ninety seconds: scheduling, the caregiver app,
 * billing…", "This tour is in four chapters: access, encryption…"), which names every topic and answers none.
 */
function introduces(sentences: ContentSentence[], i: number, salesTour: boolean): boolean {
  const sentence = sentences[i]!;
  // A tour opens with its first line, and without a greeting with its first seconds: after a first line of "Welcome
  // to the tour." comes a step. (Only the first seconds' sentences are looked back from.)
  const opens = () => {
    let first = i;
    while (first > 0 && sentences[first - 1]!.source === sentence.source) first -= 1;
    return (
      sentences[first]!.passage === sentence.passage ||
      !sentences.slice(first, i).some((earlier) => GREETING.test(earlier.text))
    );
  };
  return (
    GREETING.test(sentence.text) ||
    (salesTour && sentence.kind === "video" && sentence.start < OPENING_SECONDS && opens()) ||
    (sentence.kind === "video" && sentence.start <= AGENDA_SECONDS && AGENDA.test(sentence.text))
  );
}

/**
 * A name the question asks about that the Vemo never says: a capitalised word unknown to the dictionary ("Does it
 * integrate with Salesforce?"). Acronyms are left to the other tests: a tour spells many out ("SSO", "DPA", "HR").
 */
function asksUnsaidName(index: VemoIndex, question: string): boolean {
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
function saysWhatIsOffered(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
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
function doesAskedAction(question: string, sentence: ContentSentence): boolean {
  const verb = YES_NO_ACTION.exec(question)?.[1];
  if (!verb) return false;
  const stem = stemWord(verb.toLowerCase());
  const stems = new Set([stem, ...paraphrasesOf(stem)]);
  const words = splitWords(sentence.text);
  return words.some((word, i) => i > 0 && ACTION_BEFORE.has(words[i - 1]!) && stems.has(stemWord(word)));
}

// "Which CAT tools…", "Which CRM systems…": a name before a plural noun of this kind names a kind of product, not one.
const KIND_NOUNS =
  /^(?:tools|systems|platforms|apps|applications|providers|products|software|solutions|vendors|services)$/i;

/** The stems of names a question uses as a kind ("CAT" of "Which CAT tools do you connect to?"). */
function namesOfKinds(question: string): Set<string> {
  const words = question.split(/[^\p{L}\d-]+/u).filter(Boolean);
  return new Set(
    words
      .filter((word, i) => /^\p{Lu}/u.test(word) && KIND_NOUNS.test(words[i + 1] ?? ""))
      .map((word) => stemWord(word.toLowerCase())),
  );
}

/**
 * Whether a stem is a name the Vemo writes capitalised ("AppFolio", "Salesforce"; "Slack" too, though a dictionary word),
 * not its own.
 */
function isNamed(index: VemoIndex, stem: string): boolean {
  const word = [...index.vocabulary].find(([, wordStem]) => wordStem === stem)?.[0];
  return word !== undefined && index.names.has(stem) && !namesTheTopic(index, stem);
}

/**
 * The evidence of an answer that opens with its answering sentence: for a video, the sentences from it on within
 * EVIDENCE_SECONDS, then the other moments and document passages retrieval found; for a document, the rest of its piece,
 * and the player stays where it is.
 */
export function sentenceEvidence(
  index: VemoIndex,
  { sentence, supportingMoment, factMoment }: Pick<AnsweringSentence, "sentence" | "supportingMoment" | "factMoment">,
  evidence: Evidence[],
): Evidence[] {
  const sentences = contentSentences(index);
  const from = sentences.indexOf(sentence);
  const score = evidence[0]?.score ?? 0;
  if (sentence.kind !== "video") {
    const passage = index.passages[sentence.passage]!;
    const rest = sentences.slice(from).filter((other) => other.passage === sentence.passage);
    const moment = supportingMoment ? sentenceEvidence(index, { sentence: supportingMoment }, [])[0]! : undefined;
    return [
      {
        kind: sentence.kind,
        url: sentence.url,
        start: 0,
        page: passage.page,
        heading: passage.heading,
        text: rest.map((other) => other.text).join(" "),
        score,
      },
      ...(moment ? [moment] : []),
    ];
  }
  const read = sentences
    .slice(from)
    .filter((other) => other.source === sentence.source && other.start - sentence.start <= EVIDENCE_SECONDS);
  const first: Evidence = {
    kind: "video",
    url: sentence.url,
    start: (factMoment ?? sentence).start,
    // Each a whole sentence, a screen's label too ("Calendar sync: Google, Outlook, Apple"), not run into the next.
    text: [sentence.leadIn?.text, ...read.map((other) => other.text)]
      .filter((text): text is string => Boolean(text))
      .map(asSentence)
      .join(" "),
    score,
  };
  const others = evidence.filter(
    (item) => item.kind !== "video" || item.url !== first.url || Math.abs(item.start - first.start) >= DISTINCT_SECONDS,
  );
  return [first, ...others];
}
