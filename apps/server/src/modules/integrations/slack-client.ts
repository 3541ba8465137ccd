// Slack incoming webhooks with Block Kit (api.slack.com/messaging/webhooks, api.slack.com/block-kit).
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

/** Slack's limits: 3,000 characters in a section's text, 10 fields. */
const MAX_SECTION_TEXT = 3000;
const MAX_QUESTIONS = 10;

export function slackMessage(notice: SlackNotice) {
  const prospect = [notice.prospect.name, notice.prospect.email, notice.prospect.company].filter(Boolean).join(" · ");
  const fields = [
    { type: "mrkdwn", text: `*Prospect*\n${mrkdwn(prospect)}` },
    { type: "mrkdwn", text: `*Vemo*\n${mrkdwn(notice.vemoTitle)}` },
    ...(notice.activeSeconds === null
      ? []
      : [{ type: "mrkdwn", text: `*Time spent*\n${formatDuration(notice.activeSeconds)}` }]),
  ];
  const questions = notice.questions.slice(0, MAX_QUESTIONS).map((question) => `• ${mrkdwn(question)}`);
  if (notice.questions.length > MAX_QUESTIONS) questions.push(`…and ${notice.questions.length - MAX_QUESTIONS} more`);
  return {
    // The fallback for notifications and clients without blocks.
    text: `${notice.headline}: ${prospect} — ${notice.vemoTitle}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: notice.headline.slice(0, 150) } },
      { type: "section", fields },
      ...(questions.length > 0
        ? [
            {
              type: "section",
              text: { type: "mrkdwn", text: `*Questions*\n${questions.join("\n")}`.slice(0, MAX_SECTION_TEXT) },
            },
          ]
        : []),
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: "See details" }, url: notice.detailsUrl }],
      },
    ],
  };
}

/** Slack's mrkdwn: &, < and > must be escaped. */
function mrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** POSTs the message to the incoming webhook; Slack answers 200 "ok", or 4xx with a reason such as `no_service`. */
export async function postToSlack(
  webhookUrl: string,
  message: ReturnType<typeof slackMessage>,
  allowPrivateNetwork: boolean,
): Promise<void> {
  const response = await vendorRequest(
    { method: "POST", url: webhookUrl, json: message },
    { vendor: "Slack", allowPrivateNetwork },
  );
  expectSuccess(response, "Posting to Slack");
}
