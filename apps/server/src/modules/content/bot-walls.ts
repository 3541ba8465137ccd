import type { IncomingHttpHeaders } from "node:http";
import { ContentError } from "../../platform/content-error.ts";

// Pages that stand between Vemo and the content: bot-protection challenges, CRM sign-up gates and
// JavaScript-only shells. They are recognised before any text is extracted, so their boilerplate
// ("Checking your browser…") is never stored as the page's content.

export type FetchedPage = { status: number; headers: IncomingHttpHeaders; html: string };

type Vendor = { name: string; isMatch(page: FetchedPage, visible: string): boolean };

const BLOCKING_STATUSES = new Set([401, 403, 429, 503]);

/** Markers that appear only on the vendors' challenge or block pages, not on the pages they protect. */
const VENDORS: readonly Vendor[] = [
  {
    name: "Cloudflare",
    isMatch: ({ headers, html }) =>
      headers["cf-mitigated"] === "challenge" ||
      /_cf_chl_opt|cf-browser-verification|<title>\s*(just a moment\.\.\.|attention required! \| cloudflare|please wait\.\.\. \| cloudflare)/i.test(
        html,
      ),
  },
  {
    name: "Akamai",
    isMatch: ({ status, html }) =>
      status === 403 &&
      /<title>\s*access denied\s*<\/title>/i.test(html) &&
      /reference(\s|&#32;)*(#|&#35;)|edgesuite\.net/i.test(html),
  },
  { name: "Imperva (Incapsula)", isMatch: ({ html }) => /_Incapsula_Resource|Incapsula incident ID/i.test(html) },
  { name: "DataDome", isMatch: ({ html }) => /captcha-delivery\.com/i.test(html) },
  {
    name: "PerimeterX (HUMAN)",
    isMatch: ({ html }) => /px-captcha|_pxCaptcha|press (&amp;|&) hold to confirm/i.test(html),
  },
  { name: "Sucuri", isMatch: ({ html }) => /Sucuri WebSite Firewall/i.test(html) },
  { name: "AWS WAF", isMatch: ({ html }) => /gokuProps|awsWafCookieDomainList/.test(html) },
  { name: "Vercel", isMatch: ({ html }) => /Vercel Security Checkpoint/i.test(html) },
  {
    name: "a CAPTCHA",
    isMatch: ({ html }, visible) =>
      /hcaptcha\.com|h-captcha|g-recaptcha|google\.com\/recaptcha|challenges\.cloudflare\.com\/turnstile/i.test(html) &&
      wordCount(visible) < 150 &&
      /verify (that )?you are (a )?human|are you a robot|not a robot|security check|unusual traffic|captcha/i.test(
        visible,
      ),
  },
];

const CRM_FORM = /hsforms\.(net|com)|hs-form|hbspt\.forms|pardot|mktoForm|marketo\.com|munchkin|WebToLead|web-to-lead/i;
const GATE_PHRASE =
  /(fill (out|in)|complete|submit) (the|this) form|(form|register|sign up|subscribe) to (access|read|view|download|unlock|get|continue)|to (access|unlock|download) (the|this|our) (full|complete|free)?|gated content/i;
const BLOCK_PHRASE =
  /access denied|request (was )?blocked|you have been blocked|unusual traffic|automated (access|requests|queries)|bot detected|verify you are (a )?human/i;
const JAVASCRIPT_PHRASE =
  /enable javascript|javascript (is )?(required|disabled|must be enabled)|requires javascript|turn on javascript|javascript to run this app/i;

const UPLOAD_ADVICE = "Upload its content as a PDF document instead.";

/** The wall in front of this page, as the ContentError to report, or null when the page can be read. */
export function detectBotWall(page: FetchedPage): ContentError | null {
  const visible = visibleText(page.html);
  const vendor = VENDORS.find((candidate) => candidate.isMatch(page, visible));
  if (vendor) {
    return new ContentError(
      "crm_bot_detection",
      `This website is protected by ${vendor.name} bot detection, which blocks automated visitors, so Vemo cannot read it. ${UPLOAD_ADVICE}`,
      true,
    );
  }
  if (BLOCKING_STATUSES.has(page.status) && BLOCK_PHRASE.test(visible)) {
    return new ContentError(
      "crm_bot_detection",
      `This website refused Vemo's visit as automated traffic (HTTP ${page.status}), so it cannot be read. ${UPLOAD_ADVICE}`,
      true,
    );
  }
  if (CRM_FORM.test(page.html) && GATE_PHRASE.test(visible) && wordCount(visible) < 200) {
    return new ContentError(
      "crm_bot_detection",
      `This page hides its content behind a sign-up form (a CRM gate), so Vemo cannot read it. ${UPLOAD_ADVICE}`,
      true,
    );
  }
  if (wordCount(visible) < 60 && JAVASCRIPT_PHRASE.test(visible)) {
    return new ContentError(
      "bot_protection",
      `This page shows its content only to browsers running JavaScript, so Vemo cannot read it. ${UPLOAD_ADVICE}`,
      true,
    );
  }
  return null;
}

/** Roughly what a visitor without JavaScript reads: no scripts, styles or tags (noscript text kept). */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

function wordCount(text: string): number {
  return text === "" ? 0 : text.split(" ").length;
}
