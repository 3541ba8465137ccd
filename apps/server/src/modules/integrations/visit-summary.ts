import { wholeSeconds } from "@vemo/shared/rules/clock-time";
import { videoKind } from "@vemo/shared/rules/video-links";

/** What a CRM note, a Salesforce task or a Slack message tells about a known prospect's visit. */
export type VisitSummary = {
  prospect: { email: string; name: string | null; company: string | null };
  vemoTitle: string;
  /** The owner's page with this prospect's details. */
  detailsUrl: string;
  at: Date;
  activeSeconds: number;
  /** How much of the Vemo's videos the visit played, in percent (watch depth). */
  watchedPercent: number;
  questions: { text: string; answer: string; momentUrl: string | null; answered: boolean }[];
};

/** The video at the moment an answer points to: YouTube's `t` parameter, a `#t=` fragment elsewhere. */
export function momentUrl(videoUrl: string | null, startSeconds: number): string | null {
  if (!videoUrl) return null;
  const seconds = Math.max(0, Math.floor(startSeconds));
  const url = new URL(videoUrl);
  if (videoKind(videoUrl) === "youtube") url.searchParams.set("t", `${seconds}s`);
  else url.hash = `t=${seconds}`;
  return url.toString();
}

export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  return minutes > 0 ? `${minutes} min ${total % 60} s` : `${total} s`;
}

/** The prospect's given name and family name for a CRM record ("Jane Doe" → Jane, Doe). */
export function splitName(name: string | null): { first: string | null; last: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: null, last: null };
  if (parts.length === 1) return { first: null, last: parts[0]! };
  return { first: parts.slice(0, -1).join(" "), last: parts.at(-1)! };
}

/** The visit as plain lines: the Vemo, time spent, watch depth when known, each question, what went unanswered. */
export function visitLines(summary: VisitSummary): string[] {
  const lines = [
    `Vemo: ${summary.vemoTitle}`,
    `Time spent: ${formatDuration(summary.activeSeconds)}`,
    `Watched: ${Math.round(summary.watchedPercent)}% of the video`,
    summary.questions.length === 0 ? "No questions asked." : `Questions (${summary.questions.length}):`,
  ];
  summary.questions.forEach((question, index) => {
    lines.push(`${index + 1}. ${question.text}`, `   Answer: ${question.answer}`);
    if (question.momentUrl) lines.push(`   Moment: ${question.momentUrl}`);
  });
  const unanswered = summary.questions.filter((question) => !question.answered);
  if (unanswered.length > 0) {
    lines.push(`Unanswered (${unanswered.length}):`, ...unanswered.map((question) => `- ${question.text}`));
  }
  lines.push(`Details: ${summary.detailsUrl}`);
  return lines;
}

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);

/** The same content as HTML, for a HubSpot note's body. */
export function visitHtml(summary: VisitSummary): string {
  const parts = [
    `<p><strong>Vemo visit: ${escapeHtml(summary.vemoTitle)}</strong></p>`,
    `<p>Time spent: ${formatDuration(summary.activeSeconds)} · Watched: ${Math.round(summary.watchedPercent)}% of the video</p>`,
  ];
  if (summary.questions.length > 0) {
    const items = summary.questions.map((question) => {
      const moment = question.momentUrl ? ` <a href="${escapeHtml(question.momentUrl)}">See the moment</a>` : "";
      return `<li><strong>${escapeHtml(question.text)}</strong><br>${escapeHtml(question.answer)}${moment}</li>`;
    });
    parts.push(`<p>Questions (${summary.questions.length}):</p><ol>${items.join("")}</ol>`);
  } else parts.push("<p>No questions asked.</p>");
  const unanswered = summary.questions.filter((question) => !question.answered);
  if (unanswered.length > 0) {
    const items = unanswered.map((question) => `<li>${escapeHtml(question.text)}</li>`).join("");
    parts.push(`<p>Unanswered (${unanswered.length}):</p><ul>${items}</ul>`);
  }
  parts.push(`<p><a href="${escapeHtml(summary.detailsUrl)}">See the prospect in Vemo</a></p>`);
  return parts.join("");
}
