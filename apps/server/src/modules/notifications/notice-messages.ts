import { formatClockTime, wholeSeconds } from "@vemo/shared/rules/clock-time";
import { ENGAGEMENT_EXPLANATION } from "@vemo/shared/rules/engagement";
import { toSingleLine } from "@vemo/shared/rules/single-line";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";

/** One e-mail to the organisation's notification address, in plain text. */
export type OwnerEmail = { to: string; subject: string; text: string };

type Prospect = Pick<ShareLinkRow, "kind" | "clientName" | "clientEmail" | "clientCompany">;
type About = { publicUrl: string; link: Prospect & { token: string }; viewerId: string; vemoTitle: string };

const ANONYMOUS_VISITOR = "An anonymous visitor";

/** Where the owner sees this prospect (or public-link visitor): the dashboard opens their details. */
export function prospectDetailsUrl(publicUrl: string, shareToken: string, viewerId: string): string {
  const query = new URLSearchParams({ prospect: shareToken, viewer: viewerId });
  return `${publicUrl}/customer-interactions?${query}`;
}

/** One line, whatever an older row holds: names are single-line since they are checked on input. */
export function prospectName(link: Prospect): string {
  if (link.kind !== "unique") return ANONYMOUS_VISITOR;
  return toSingleLine(link.clientName || link.clientEmail || "A prospect");
}

/** "Jane Doe (jane@example.com, Example Inc)": who it is, with what the owner knows of them. */
function prospectLine(link: Prospect): string {
  const known = [link.clientEmail, link.clientCompany]
    .filter((part): part is string => !!part && part !== link.clientName)
    .map(toSingleLine);
  return known.length > 0 ? `${prospectName(link)} (${known.join(", ")})` : prospectName(link);
}

/** m:ss, as the interaction pages show time. */
export function formatActiveTime(seconds: number): string {
  return formatClockTime(wholeSeconds(seconds));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * A visitor's text (a question, an answer to it) after a list marker: a text of several lines is
 * quoted line by line ("> "), so no line of it can pass for a line of Vemo's own message.
 */
function quoted(text: string, indent: string): string {
  const lines = text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
  return lines.length === 1 ? text : lines.map((line, index) => `${index === 0 ? "" : indent}> ${line}`).join("\n");
}

function footer(setting: string): string {
  return `You receive this because ${setting} is on in Settings → Notifications.`;
}

export function firstOpenEmail(to: string, about: About): OwnerEmail {
  return {
    to,
    subject: `${prospectName(about.link)} opened "${about.vemoTitle}"`,
    text: [
      `${prospectLine(about.link)} opened their link to "${about.vemoTitle}" for the first time.`,
      `See their details: ${prospectDetailsUrl(about.publicUrl, about.link.token, about.viewerId)}`,
      footer("Email Notifications"),
    ].join("\n\n"),
  };
}

export type AskedQuestion = { question: string; answer: string; isAnswered: boolean };

/** How much of the videos a visit watched, as the e-mails say it. */
function watchedLine(watchedPercent: number): string {
  return `They watched ${watchedPercent}% of the videos in this visit.`;
}

export function questionsEmail(
  to: string,
  about: About & { questions: AskedQuestion[]; watchedPercent: number },
): OwnerEmail {
  const count = about.questions.length;
  const listed = about.questions.map(({ question, answer, isAnswered }, index) =>
    [
      `${index + 1}. ${quoted(question, "   ")}`,
      isAnswered ? `   Answer: ${quoted(answer, "           ")}` : "   Not answered: the content does not cover it.",
    ].join("\n"),
  );
  return {
    to,
    subject: `${prospectName(about.link)} asked ${plural(count, "question")} about "${about.vemoTitle}"`,
    text: [
      `${prospectLine(about.link)} asked ${plural(count, "question")} while watching "${about.vemoTitle}":`,
      listed.join("\n\n"),
      watchedLine(about.watchedPercent),
      `See their details: ${prospectDetailsUrl(about.publicUrl, about.link.token, about.viewerId)}`,
      footer("Email Notifications"),
    ].join("\n\n"),
  };
}

export function engagementEmail(
  to: string,
  about: About & { questionCount: number; activeSeconds: number; watchedPercent: number; engagementScore: number },
): OwnerEmail {
  return {
    to,
    subject: `High engagement: ${prospectName(about.link)} on "${about.vemoTitle}"`,
    text: [
      `${prospectLine(about.link)} is highly engaged with "${about.vemoTitle}": an engagement score of ${about.engagementScore} out of 100.`,
      `${plural(about.questionCount, "question")} asked and ${formatActiveTime(about.activeSeconds)} of active time in this visit. ${watchedLine(about.watchedPercent)}`,
      ENGAGEMENT_EXPLANATION,
      `See their details: ${prospectDetailsUrl(about.publicUrl, about.link.token, about.viewerId)}`,
      footer("High Engagement Alerts"),
    ].join("\n\n"),
  };
}

export type DigestContent = {
  /** The end of the 24 hours covered; its hour is named, so the owner does not read the day as the one summed up. */
  until: Date;
  views: number;
  prospects: number;
  questions: number;
  topQuestions: { text: string; count: number }[];
  unanswered: { text: string; vemoTitle: string }[];
};

export function digestEmail(to: string, options: { publicUrl: string; digest: DigestContent }): OwnerEmail {
  const { digest } = options;
  const [day, time] = digest.until.toISOString().split("T");
  const sections = [
    `Your Vemo activity in the 24 hours up to ${time!.slice(0, 5)} UTC on ${day}:`,
    [`Views: ${digest.views}`, `Prospects: ${digest.prospects}`, `Questions asked: ${digest.questions}`].join("\n"),
  ];
  if (digest.topQuestions.length > 0) {
    sections.push(
      ["Top questions:", ...digest.topQuestions.map(({ text, count }) => `- ${quoted(text, "  ")} (${count}×)`)].join(
        "\n",
      ),
    );
  }
  if (digest.unanswered.length > 0) {
    sections.push(
      [
        "Unanswered questions:",
        ...digest.unanswered.map(({ text, vemoTitle }) => `- ${quoted(text, "  ")} (${vemoTitle})`),
      ].join("\n"),
    );
  }
  sections.push(`See every prospect: ${options.publicUrl}/customer-interactions`, footer("Daily Activity Digest"));
  return { to, subject: `Your daily Vemo digest for ${day}`, text: sections.join("\n\n") };
}

/** To the account itself (not the organisation's notification address): its password is being guessed. */
export function passwordGuessingEmail(to: string, options: { publicUrl: string; failures: number }): OwnerEmail {
  return {
    to,
    subject: "Someone is trying to sign in to your Vemo account",
    text: [
      `${plural(options.failures, "sign-in attempt")} with a wrong password were made for ${to} in the last hour.`,
      "Vemo slows down and then refuses wrong passwords. Places you have signed in from before are not held up, so you can keep signing in as usual.",
      "If these attempts were not yours, make sure your Vemo password is one you use nowhere else.",
      `Sign in: ${options.publicUrl}/login`,
      "You receive this at most once an hour while the attempts go on.",
    ].join("\n\n"),
  };
}
