import type { EngineProfile } from "../profiles.ts";
import { holdsAnswerType } from "../retrieval/answer-type.ts";
import { deniesQuestionWord, sentenceCoverage, type ContentSentence } from "../retrieval/content-sentences.ts";
import { saysTheVendorActs } from "./asked-things.ts";
import type { TourQuestion } from "./tour-question.ts";
import { meaningfulStopwords } from "../text/tokens.ts";
import { setsTheAskedCase } from "../retrieval/cases.ts";

/** The most sentences a question weighs: more than a ten-minute tour holds. */
const MAX_WEIGHED = 200;

/**
 * The sentences a question weighs, in their order: those scoring above 0, the best-scoring only. A sentence's weight
 * reads its share of the question, which costs far more than its score (a question on a Vemo of 24,000 cues would
 * otherwise weigh thousands).
 */
export function sentencesToWeigh({ sentences, scores }: TourQuestion): number[] {
  return sentences
    .map((_, i) => i)
    .filter((i) => scores[i]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, MAX_WEIGHED)
    .sort((a, b) => a - b);
}

/** The sentence scoring most (the first of equals), or -1 among none; each sentence's score is read once. */
export function argmax(among: number[], score: (i: number) => number): number {
  let best = -1;
  let bestScore = 0;
  for (const i of among) {
    const value = score(i);
    if (best < 0 || value > bestScore) [best, bestScore] = [i, value];
  }
  return best;
}

/**
 * The sentence chosen among some: among those saying a name asked about, if any; `choose` picks by score, unless a
 * question asking for names is answered by a list of names.
 */
export function pickSentence(
  { sentences, overlap, type, saysName, listsNames }: TourQuestion,
  among: number[],
  score: (i: number) => number,
  choose = (candidates: number[]) => argmax(candidates, score),
): number {
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
}

/**
 * A sales tour's `ranking.candidates` best sentences by weight, ranked again by the learnt score of their signals;
 * `onRanking` sees them (`npm run fit-ranking` fits on them).
 */
export function rankAgain(
  { index, question, sentences, type, asksWhether, asksForAnExpression, weighed, isTopic }: TourQuestion,
  candidates: number[],
  onRanking?: (candidates: RankingCandidate[]) => void,
): number {
  const { ranking, minCoverage } = index.profile.tour;
  const asked = meaningfulStopwords(question);
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
        stopwordsSaid: [...meaningfulStopwords(sentence.text)].filter((word) => asked.has(word)).length,
        saysWhether:
          asksWhether && (deniesQuestionWord(index, question, sentence) || saysTheVendorActs(question, sentence.text)),
        setsTheCase: setsTheAskedCase(question, sentence.text),
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
      sentence.kind !== "video" && share >= minCoverage && holdsAnswerType(sentence.text, type!, isTopic),
  );
  return (learntFirst(holding, ranking) ?? first).i;
}

/** A sentence a sales tour's learnt ranking chooses among, with the signals it weighs. */
export interface RankingCandidate {
  /** Its place among the Vemo's content sentences. */
  i: number;
  sentence: ContentSentence;
  /** Its hand score relative to the best candidate's. */
  score: number;
  /** The share of the question it says. */
  share: number;
  /**
   * How many of the question's meaningful stop words it says ("each", "own", "who", "see"), which the hand score does
   * not read: each one said counts `stopwordWeight` ("Can I see who accessed a file?" of "The audit log records who
   * opened…", not "Files are scanned… before a client can open it").
   */
  stopwordsSaid: number;
  /**
   * Whether it says whether of a yes/no question, counted `whetherWeight`: by denying a word it asks ("Do we have to sign
   * a yearly contract?" of "…no long contract"; `deniesQuestionWord`), or by having the vendor act where the question
   * asks the vendor to do a thing for the buyer ("Will you move our customer records over for us?" of "…we move your
   * customer records in…"; `saysTheVendorActs`), where a sentence that only names the thing does not.
   */
  saysWhether: boolean;
  /**
   * Whether it says what happens in the case a "what happens if…" question asks about, counted `caseWeight`: its own "if /
   * when…" clause sets that case ("What if a class is already full?" of "When a class fills up, the next parent joins
   * the waitlist"; `setsTheAskedCase`), where a sentence that only names the class does not.
   */
  setsTheCase: boolean;
}

export type RankingWeights = Omit<EngineProfile["tour"]["ranking"], "candidates">;
type Ranked = Pick<RankingCandidate, "score" | "share" | "stopwordsSaid" | "saysWhether" | "setsTheCase">;

/** The candidate the learnt linear score puts first: of equals, the first (so the hand score alone keeps its order). */
export function learntFirst<Candidate extends Ranked>(
  candidates: Candidate[],
  weights: RankingWeights,
): Candidate | undefined {
  return learntOrder(candidates, weights)[0];
}

/** The candidates in `learntFirst`'s order, best first. */
export function learntOrder<Candidate extends Ranked>(candidates: Candidate[], weights: RankingWeights): Candidate[] {
  const learnt = (candidate: Candidate) => learntScore(candidate, weights);
  return [...candidates].sort((x, y) => learnt(y) - learnt(x));
}

/** A candidate's learnt linear score. */
export function learntScore(candidate: Ranked, weights: RankingWeights): number {
  return weights.scoreWeight * candidate.score + weights.shareWeight * candidate.share + fixedScore(candidate, weights);
}

/**
 * The part of a candidate's learnt score at weights set by hand, not fitted: its stop words said, its saying whether and
 * its setting the asked case.
 */
export function fixedScore(
  { stopwordsSaid, saysWhether, setsTheCase }: Pick<Ranked, "stopwordsSaid" | "saysWhether" | "setsTheCase">,
  {
    stopwordWeight,
    whetherWeight,
    caseWeight,
  }: Pick<RankingWeights, "stopwordWeight" | "whetherWeight" | "caseWeight">,
): number {
  return stopwordWeight * stopwordsSaid + (saysWhether ? whetherWeight : 0) + (setsTheCase ? caseWeight : 0);
}
