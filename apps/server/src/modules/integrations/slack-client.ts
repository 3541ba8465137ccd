// Slack incoming webhooks with Block Kit (docs.slack.dev: incoming webhooks; Block Kit's header, section and actions blocks).
import { expectSuccess, vendorRequest } from "./vendor-request.ts";
import { formatDuration, type VisitSummary } from "./visit-summary.ts";

/** What a Slack message says: a headline, the prospect and Vemo, the questions, and the details button. */
export type SlackNotice = {
  headline: string;
  prospect: VisitSummary["prospect"];
  vemoTitle: string;
  detailsUrl: string;
  activeSeconds: number | null;
  questions: string[];
};

/** The day's visits of known prospects, as the daily digest tells them. */
export type SlackDigest = {
  /** The UTC date the digest's 24 hours end on. */
  day: string;
  overviewUrl: string;
  visits: { prospect: VisitSummary["prospect"]; vemoTitle: string; activeSeconds: number; questionCount: number }[];
  /** Prospects past the engagement mark over the day's visits (3 questions or 5 minutes). */
  hotProspects: {
    prospect: VisitSummary["prospect"];
    detailsUrl: string;
    activeSeconds: number;
    questionCount: number;
  }[];
  prospectCount: number;
  questionCount: number;
  questions: { text: string; answered: boolean; askedBy: string }[];
};

/** Block Kit's limits: 150 characters in a header, 3,000 in a section's text, 2,000 in a field. */
const MAX_HEADER = 150;
const MAX_SECTION_TEXT = 3000;
const MAX_FIELD_TEXT = 2000;
/** Lines listed in a section before "…and N more". */
const MAX_LINES = 10;

export type SlackMessage = { text: string; blocks: object[] };

export function slackMessage(notice: SlackNotice): SlackMessage {
  const prospect = prospectLine(notice.prospect);
  return {
    // The fallback for notifications and clients without blocks.
    text: `${notice.headline}: ${prospect} — ${notice.vemoTitle}`,
    blocks: [
      header(notice.headline),
      fields([
        ["Prospect", mrkdwn(prospect)],
        ["Vemo", mrkdwn(notice.vemoTitle)],
        ...(notice.activeSeconds === null ? [] : [["Time spent", formatDuration(notice.activeSeconds)] as const]),
      ]),
      ...listSection(
        "Questions",
        notice.questions.map((question) => mrkdwn(question)),
      ),
      button("See details", notice.detailsUrl),
    ],
  };
}

/** The daily digest: the day's numbers, the hot prospects, each visit, the questions, and the overview button. */
export function slackDigestMessage(digest: SlackDigest): SlackMessage {
  const headline = `Vemo daily digest for ${digest.day}`;
  const visits = digest.visits.length;
  return {
    text: `${headline}: ${visits} ${visits === 1 ? "visit" : "visits"} of ${digest.prospectCount} known ${digest.prospectCount === 1 ? "prospect" : "prospects"}, ${digest.questionCount} ${digest.questionCount === 1 ? "question" : "questions"}`,
    blocks: [
      header(headline),
      fields([
        ["Visits", String(visits)],
        ["Prospects", String(digest.prospectCount)],
        ["Questions", String(digest.questionCount)],
        ["Hot prospects", String(digest.hotProspects.length)],
      ]),
      ...listSection(
        "Hot prospects",
        digest.hotProspects.map(
          (hot) =>
            `<${hot.detailsUrl}|${mrkdwn(hot.prospect.name || hot.prospect.email)}>${hot.prospect.company ? ` · ${mrkdwn(hot.prospect.company)}` : ""} — ${questionsAndTime(hot)}`,
        ),
      ),
      ...listSection(
        "Visits",
        digest.visits.map(
          (visit) => `${mrkdwn(prospectLine(visit.prospect))} — ${mrkdwn(visit.vemoTitle)}, ${questionsAndTime(visit)}`,
        ),
      ),
      ...listSection(
        "Questions",
        digest.questions.map(
          (question) =>
            `${mrkdwn(question.text)} — ${mrkdwn(question.askedBy)}${question.answered ? "" : " _(unanswered)_"}`,
        ),
        digest.questionCount,
      ),
      button("Open the overview", digest.overviewUrl),
    ],
  };
}

function prospectLine(prospect: VisitSummary["prospect"]): string {
  return [prospect.name, prospect.email, prospect.company].filter(Boolean).join(" · ");
}

function questionsAndTime(visit: { questionCount: number; activeSeconds: number }): string {
  return `${visit.questionCount} ${visit.questionCount === 1 ? "question" : "questions"}, ${formatDuration(visit.activeSeconds)}`;
}

function header(text: string) {
  return { type: "header", text: { type: "plain_text", text: text.slice(0, MAX_HEADER) } };
}

function fields(pairs: readonly (readonly [string, string])[]) {
  return {
    type: "section",
    fields: pairs.map(([title, value]) => ({ type: "mrkdwn", text: `*${title}*\n${value}`.slice(0, MAX_FIELD_TEXT) })),
  };
}

/** A titled bulleted list of up to 10 lines ("…and N more" past them, out of `total`); no block when empty. */
function listSection(title: string, lines: string[], total = lines.length) {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, MAX_LINES).map((line) => `• ${line}`);
  if (total > shown.length) shown.push(`…and ${total - shown.length} more`);
  return [
    { type: "section", text: { type: "mrkdwn", text: `*${title}*\n${shown.join("\n")}`.slice(0, MAX_SECTION_TEXT) } },
  ];
}

function button(text: string, url: string) {
  return { type: "actions", elements: [{ type: "button", text: { type: "plain_text", text }, url }] };
}

/** Slack's mrkdwn: &, < and > must be escaped. */
function mrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** POSTs the message to the incoming webhook; Slack answers 200 "ok", or 4xx with a reason such as `channel_not_found`. */
export async function postToSlack(
  webhookUrl: string,
  message: SlackMessage,
  allowPrivateNetwork: boolean,
): Promise<void> {
  const response = await vendorRequest(
    { method: "POST", url: webhookUrl, json: message },
    { vendor: "Slack", allowPrivateNetwork },
  );
  expectSuccess(response, "Posting to Slack");
}
