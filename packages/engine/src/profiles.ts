import learntBridge from "./text/lexical-bridge.json" with { type: "json" };
import { readLexicalBridge, type LexicalBridge } from "./text/lexical-bridge.ts";
/** Settings of the retrieval method; two named profiles let a team compare a change against the current engine. */
export interface EngineProfile {
  name: string;
  /** BM25 saturation and length normalisation over passages. */
  bm25: { k: number; b: number; d: number };
  /** Weight of an adjacent word pair of the question found in a passage. */
  phraseWeight: number;
  /** Weight of the words of a question's trailing phrase ("…in my photo"). */
  trailingPhraseWeight: number;
  /** Share of a question word's weight that a word of its buyer's group counts ("price" for "cost"); 0 turns them off. */
  paraphraseWeight: number;
  /**
   * A passage holding the kind of answer the question asks for ("How much…" → an amount of money) gains this share
   * of the best passage's relevance; 0 turns answer types off.
   */
  answerTypeWeight: number;
  /** Weight of a WordNet synonym of a question word; 0 turns synonyms off. */
  synonymWeight: number;
  /** Each question word is weighted by its rarity in general English to this power; 0 turns that off. */
  generalRarityEmphasis: number;
  /** Questions with at least this many distinct words favour their rarest words… */
  longQuestionWords: number;
  /** …by raising each word's weight to idf^rareWordEmphasis. */
  rareWordEmphasis: number;
  /** A cue is scored with the cues that follow it within `windowSeconds`, fading with `fadeSeconds`. */
  context: { windowSeconds: number; fadeSeconds: number };
  /** Weight kept by an overview line, one that introduces or sums up a video ("In this video…"). */
  overviewWeight: number;
  /** The answer start moves back over earlier cues sharing at least this much idf with it, up to `maxSeconds`. */
  cohesion: { minSharedIdf: number; maxSeconds: number };
  /**
   * Video moments an answer cites: at most `perAnswer`, starting at least `distinctSeconds` apart, each scoring at
   * least `minShareOfBest` of the best. Beyond a video's best moment, the others are picked among its best
   * `candidates` by their score, counting `laterShare` of it for a moment after the best one and `farShare` for one
   * more than `farSeconds` from it (see `secondGuessScore`).
   */
  moments: {
    perAnswer: number;
    distinctSeconds: number;
    minShareOfBest: number;
    candidates: number;
    laterShare: number;
    farSeconds: number;
    farShare: number;
  };
  /**
   * When the Vemo does not cover a question: less than `minCoverage` of the question's words (each weighted by its
   * general rarity; a WordNet synonym the Vemo uses counts `synonymCredit`) occur in the Vemo, or the one word found
   * is an everyday word (rarity below `everydayRarity`) while a rarer one is missing (a noun the Vemo names by a
   * synonym is not), or the evidence the answer would rest on holds less than `minEvidenceCoverage` of them. Words in
   * at least `topicShare` of the Vemo's passages (its product's name) are left out of that count. A word the Vemo
   * uses in fewer than `fullCreditPassages` passages counts only that share of its weight: a word said once, often in
   * another sense ("out of alignment" for "How do I align objects?"), says little of whether the Vemo covers the
   * question.
   */
  decline: {
    minCoverage: number;
    synonymCredit: number;
    everydayRarity: number;
    minEvidenceCoverage: number;
    topicShare: number;
    fullCreditPassages: number;
  };
  /**
   * Product tours (every video at most `maxVideoSeconds` long, or at least `minBuyerWordShare` of the Vemo's words a
   * buyer's: price, plan, trial, setup, integrations…), asked anything but "how to…": the answer is the
   * best sentence, a document's only when it scores `documentHandicap` times a video's, and the question is declined
   * when that sentence says less than `minCoverage` of its words (by general rarity), or less than `askedCoverage` when
   * it holds the kind of answer asked (a price, a duration, names), does what a yes/no question asks, or scores
   * `standOutRatio` times every other sentence. A document's answer moves the
   * player to the best video sentence when it scores at least `supportingShare` of the document's, or else to the video
   * sentence that says the same: more than `sameSayingShare` of its words (an amount's aside) are in the document's. A greeting ("Hi, I'm
   * Ruth, and this is Meterly…") or a sign-off ("…that's the tour") counts `greetingShare` of its score, unless the question asks what or who something is ("What is…", "What does…", "Who is…").
   * An introduction answers only when it says `greetingCoverage` of the question.
   * A question the Vemo-wide decline test refuses is answered when its best sentence says `sureCoverage` of it
   * (`salesSureCoverage` on a sales tour). On a sales tour, a question no passage matches by its words (the first-stage
   * search finds none) is read through the tour's own reading of it: a sentence saying `unmatchedCoverage` of it answers.
   * On a sales tour, a sentence's score is multiplied by the share of the question it says to the power
   * `coverageEmphasis`: "Most teams are up and running in an afternoon" says more of "How long does it take to roll
   * out?" than "…so reps can take orders".
   */
  tour: {
    maxVideoSeconds: number;
    minBuyerWordShare: number;
    documentHandicap: number;
    minCoverage: number;
    askedCoverage: number;
    standOutRatio: number;
    supportingShare: number;
    sameSayingShare: number;
    greetingShare: number;
    greetingCoverage: number;
    sureCoverage: number;
    salesSureCoverage: number;
    unmatchedCoverage: number;
    coverageEmphasis: number;
    /** On a sales tour, questions with at least this many distinct words favour their rarest words… */
    longQuestionWords: number;
    /** …by raising each word's weight to idf^rareWordEmphasis (the profile's own two for other Vemos). */
    rareWordEmphasis: number;
    /**
     * On a sales tour, the `candidates` best sentences by that score are ranked again by `scoreWeight` × their score
     * relative to the best candidate's + `shareWeight` × the share of the question they say (`npm run fit-ranking`) +
     * `stopwordWeight` × how many of its meaningful stop words they say + `whetherWeight` when a yes/no question's
     * sentence says whether (denies a word it asks, or has the vendor act where it asks the vendor to) + `caseWeight`
     * when a "what happens if…" question's sentence sets the case it asks about (round 41b).
     */
    ranking: {
      candidates: number;
      scoreWeight: number;
      shareWeight: number;
      stopwordWeight: number;
      whetherWeight: number;
      caseWeight: number;
    };
    /**
     * On a sales tour, a question word the sentence does not say counts through a tour word it translates to
     * (`text/lexical-bridge.ts`): `weight` × its probability in the score, `coverage` × its probability (at most 1) of
     * its share, each tour word the sentence says it with counted (round 35a). In the tour's test of whether its sentence
     * says enough, `thingSaidCoverage` × its probability, where the sentence says the thing the product is asked to act
     * on (round 37c).
     */
    bridge: { table: LexicalBridge; weight: number; coverage: number; thingSaidCoverage: number };
  };
  /**
   * Weight of embedding similarity next to lexical relevance (both scaled to the best passage), when an embeddings
   * endpoint is configured: it lets a paraphrase the words miss still count, but a general-purpose encoder also
   * likes passages on the same topic that do not answer, so it stays a tie-breaker.
   */
  embeddingWeight: number;
}

const production: EngineProfile = {
  name: "production",
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  phraseWeight: 0.5,
  trailingPhraseWeight: 0.7,
  paraphraseWeight: 0.8,
  answerTypeWeight: 0.5,
  synonymWeight: 0.6,
  generalRarityEmphasis: 0.3,
  longQuestionWords: 5,
  rareWordEmphasis: 1.5,
  context: { windowSeconds: 26, fadeSeconds: 10 },
  overviewWeight: 0.25,
  cohesion: { minSharedIdf: 3, maxSeconds: 15 },
  moments: {
    perAnswer: 3,
    distinctSeconds: 10,
    minShareOfBest: 0.1,
    candidates: 5,
    laterShare: 0.6,
    farSeconds: 60,
    farShare: 0.65,
  },
  decline: {
    minCoverage: 0.18,
    synonymCredit: 0.5,
    everydayRarity: 0.5,
    minEvidenceCoverage: 0.1,
    topicShare: 0.2,
    fullCreditPassages: 2,
  },
  tour: {
    maxVideoSeconds: 200,
    minBuyerWordShare: 0.045,
    documentHandicap: 1.25,
    minCoverage: 0.3,
    askedCoverage: 0.15,
    standOutRatio: 3,
    supportingShare: 1.0,
    sameSayingShare: 0.5,
    greetingShare: 0.5,
    greetingCoverage: 0.45,
    // 0.45 until round twelve: sentences saying 38–44% of a question were the right answer ("Is there a free version?" of
    // "There's a free plan…"); no off-topic question's best sentence on the tuning tours says more than 33%.
    sureCoverage: 0.38,
    // Round seventeen: "Can I collect a deposit up front?" of "…pay the deposit from their phone" (MedVidQA's off-topic
    // questions lose 3 declines at 0.34, so sales tours only); below 0.34 off-topic questions asking advice are answered
    // ("What's a good laptop for video editing?" of "…before a laptop's warranty runs out").
    salesSureCoverage: 0.34,
    // Round 26d: a question sharing no word with any passage ("Is there a cap on how many people can sign in?" of
    // "…unlimited users at every site") is said only through buyer words, kinds and the bridge, which the share counts
    // at less than a word said, so it needs about half `minCoverage`. Read off the leave-one-tour-out probe: 8 right
    // sentences first say 16% or more; at 15% one more off-topic question is answered ("Can it plan delivery routes for
    // us?"). Leave-one-tour-out right +8 / +4, two more off-topic questions answered.
    unmatchedCoverage: 0.16,
    coverageEmphasis: 0.5,
    // Round 39c: the screencasts' idf^1.5 lets a long question's rarest words, often the buyer's own things, outweigh
    // what it asks; 1.25 here.
    longQuestionWords: 5,
    rareWordEmphasis: 1.25,
    // Pairwise logistic regression (L2 penalty 0.01, chosen by leave-one-tour-out cross-validation) on all 45 tours
    // (round fifteen; none held out): 722 of 879 questions with a right sentence first out of sample, against 716 by the
    // hand score alone. Refit with `npm run fit-ranking` when the hand score changes. Round 30g, the question's
    // meaningful stop words said at 0.3 each (fixed, not fitted): right +8 / +2 leave-one-tour-out on the 200 tuning
    // tours, the fifteen fresh ones +1 / 0. Round 35b, a yes/no question's word denied at 0.5 (fixed, not fitted; 0.4–0.7
    // alike in sample); round 37b, the vendor acting where a question asks it to, at the same weight (counted once).
    // Round 41b, a "what happens if…" sentence setting the asked case at 0.5 too (fixed; 1 and 2 lose rows in sample).
    ranking: {
      candidates: 6,
      scoreWeight: 2.234,
      shareWeight: 0.97,
      stopwordWeight: 0.3,
      whetherWeight: 0.5,
      caseWeight: 0.5,
    },
    // Round twenty: learnt on the own set's tuning tours (`npm run lexical-bridge`; now the 105 of its file); each word
    // counted by its probability. Leave-one-tour-out (each tour answered by a bridge learnt without it) right 589 → 594
    // / 543 → 547 on the 65 of then. Round 22a, learnt with the written pairs too: a translation counts twice its
    // probability in the share (right 1010 → 1013 / 963 → 967 leave-one-tour-out on the 105, off-topic declined unchanged).
    // Round 24b, the bridge four times larger: 2.5 times (right 1,025 → 1,028 / 990 → 994, off-topic 293 → 292 / 289 →
    // 289); 3 costs half a two off-topic declines. Round 31d, on 220 tours: weight 1.2 (right 2,258 → 2,263 / 1,807 →
    // 1,809 leave-one-tour-out, off-topic declined unchanged; 0.8 lost). Round 36a, refitted after round 35a summed
    // every translation a sentence says, on 270 tours: weight 1.8 (right 2,757 → 2,765 / 2,337 →
    // 2,340 leave-one-tour-out, off-topic declined 1,816 → 1,817; coverage up is the minCoverage trade, 2.5 stays).
    // Round 37c: 3.5 in the tour's share test alone, where the sentence says the thing the product is asked to act on
    // (10-fold right +6 / +4, off-topic declined unchanged; 3.0 +2 / 0; 5 +9 / +6 but an off-topic question answered;
    // 3.5 in the ranking too, or without the thing said, answers an off-topic question about a thing the tour never says).
    // Round 37f: the thing said in the sentence's own words, asked of the vendor and of a thing of the product too
    // (leave-one-tour-out right +6 / +5, off-topic declined unchanged; 37c's reading lost 2 off-topic questions).
    bridge: { table: readLexicalBridge(learntBridge.bridge), weight: 1.8, coverage: 2.5, thingSaidCoverage: 3.5 },
  },
  embeddingWeight: 0.2,
};

// The change under evaluation, compared with production on a team's own questions: no WordNet synonyms,
// which would spare their loading time (47.7% / 42.2% on the dev sets, against 48.1% / 44.4%).
const testing: EngineProfile = {
  ...production,
  name: "testing",
  synonymWeight: 0,
};

export const ENGINE_PROFILES: Readonly<Record<string, EngineProfile>> = Object.freeze({ production, testing });

export type EngineProfileName = keyof typeof ENGINE_PROFILES;

/** The profile of that name; throws on an unknown name so a typo in configuration fails fast. */
export function getEngineProfile(name: string = "production"): EngineProfile {
  const profile = ENGINE_PROFILES[name];
  if (!profile) throw new Error(`Unknown engine profile "${name}" (known: ${Object.keys(ENGINE_PROFILES).join(", ")})`);
  return profile;
}
