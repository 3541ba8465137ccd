// The one engagement score of a prospect (docs/analytics.md): used for the overview's
// "Avg. Engagement", the High Engagement Alert e-mail, the customer list's order and its hot mark.

/** Points of the score (out of 100) each signal can give at most. */
export const ENGAGEMENT_WEIGHTS = { watched: 50, questions: 30, returnVisits: 20 } as const;
/** Questions past this many add nothing more. */
export const ENGAGEMENT_FULL_QUESTIONS = 3;
/** Return visits (visits after the first) past this many add nothing more. */
export const ENGAGEMENT_FULL_RETURN_VISITS = 2;
/** A prospect at or above this score is hot: marked in the list, and their owner is alerted. */
export const HOT_PROSPECT_SCORE = 70;

export type EngagementSignals = {
  /** Share of the Vemo's total video length watched, 0–100. */
  watchedPercent: number;
  questionCount: number;
  /** Visits (page loads) of the prospect's link, the first included. */
  visitCount: number;
};

/**
 * 0–100: half from watch depth, up to 30 points for questions (10 each, three at most) and up to 20
 * for coming back (10 per return visit, two at most), rounded.
 */
export function engagementScore(signals: EngagementSignals): number {
  const share = (value: number, full: number) => Math.min(Math.max(value, 0), full) / full;
  const score =
    ENGAGEMENT_WEIGHTS.watched * share(signals.watchedPercent, 100) +
    ENGAGEMENT_WEIGHTS.questions * share(signals.questionCount, ENGAGEMENT_FULL_QUESTIONS) +
    ENGAGEMENT_WEIGHTS.returnVisits * share(signals.visitCount - 1, ENGAGEMENT_FULL_RETURN_VISITS);
  return Math.round(score);
}

export function isHotProspect(score: number): boolean {
  return score >= HOT_PROSPECT_SCORE;
}

/** The tooltip beside every engagement figure. */
export const ENGAGEMENT_EXPLANATION =
  "Engagement score (0–100): half from how much of the videos they watched, up to 30 for questions (10 each) and up to 20 for coming back (10 per return visit). 70 or more is a hot prospect.";
