import { isHotProspect } from "@vemo/shared/rules/engagement";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { prospectDetailsUrl } from "../notifications/notice-messages.ts";
import { listProspectQuestions, listProspectVisits } from "./integrations.repository.ts";
import type { SlackDigest } from "./slack-client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Questions listed in the message; the count says how many there were in all. */
const DIGEST_QUESTIONS = 10;

/** The organisation's visits of known prospects in the 24 hours before `until`, or null on a day without any. */
export async function slackDigest(
  deps: { db: Db; config: Config },
  options: { companyId: string; until: Date },
): Promise<SlackDigest | null> {
  const window = { companyId: options.companyId, from: new Date(options.until.getTime() - DAY_MS), to: options.until };
  const visits = await listProspectVisits(deps.db, window);
  if (visits.length === 0) return null;
  const questions = await listProspectQuestions(deps.db, { ...window, limit: DIGEST_QUESTIONS });

  // A prospect is one person on one unique link; their visits of the day add up.
  const prospectKey = (visit: (typeof visits)[number]) => `${visit.link.token}:${visit.viewerId}`;
  const byProspect = new Map<string, SlackDigest["hotProspects"][number]>();
  for (const visit of visits) {
    const day = byProspect.get(prospectKey(visit)) ?? {
      prospect: prospectOf(visit.link),
      detailsUrl: prospectDetailsUrl(deps.config.publicUrl, visit.link.token, visit.viewerId),
      activeSeconds: 0,
      questionCount: 0,
    };
    day.activeSeconds += visit.activeSeconds;
    day.questionCount += visit.questionCount;
    byProspect.set(prospectKey(visit), day);
  }
  // Hot by the viewer's engagement score (each of their visits carries it), the hottest first.
  const questionsOf = (visit: (typeof visits)[number]) => byProspect.get(prospectKey(visit))!.questionCount;
  const hot = visits
    .filter((visit) => isHotProspect(visit.engagementScore))
    .sort((a, b) => b.engagementScore - a.engagementScore || questionsOf(b) - questionsOf(a));
  return {
    day: options.until.toISOString().slice(0, 10),
    overviewUrl: `${deps.config.publicUrl}/overview`,
    visits: visits.map((visit) => ({
      prospect: prospectOf(visit.link),
      vemoTitle: visit.vemoTitle,
      activeSeconds: visit.activeSeconds,
      questionCount: visit.questionCount,
    })),
    hotProspects: [...new Set(hot.map(prospectKey))].map((key) => byProspect.get(key)!),
    prospectCount: byProspect.size,
    questionCount: visits.reduce((sum, visit) => sum + visit.questionCount, 0),
    questions: questions.map((question) => ({
      text: question.text,
      answered: question.answered,
      askedBy: question.clientName || question.clientEmail || "A prospect",
    })),
  };
}

function prospectOf(link: { clientName: string | null; clientEmail: string | null; clientCompany: string | null }) {
  // Visits are of known prospects only: their link has an e-mail.
  return { name: link.clientName, email: link.clientEmail ?? "", company: link.clientCompany };
}
