import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { PRODUCT_NAME, shareTitle } from "@vemo/shared/rules/page-titles";
import { viewerText } from "@vemo/shared/viewer-text/catalogues";
import { VIEWER_TEXT_ELEMENT_ID, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import type { SharePageSubject } from "./sharing.service.ts";

/**
 * What link previews of a share page show (title, description, Open Graph and Twitter tags), and
 * for a viewable link the oEmbed discovery link of its player; `language` is the page's.
 */
export type SharePageMeta = {
  language: ViewerLanguage;
  title: string;
  description: string;
  url: string;
  oembedUrl?: string;
  /** The organisation's logo, absolute. */
  imageUrl?: string;
  /** The site's name in previews: Vemo, or the organisation's once it hid "Powered by Vemo". */
  siteName?: string;
};

/** The meta of a viewable link; without a subject (unknown or refused link) generic meta that reveals nothing. */
export function sharePageMeta(options: {
  publicUrl: string;
  token: string;
  language: ViewerLanguage;
  subject?: Pick<
    Extract<SharePageSubject, { status: 200 }>,
    "vemoTitle" | "companyName" | "shareOrigin" | "logoPath" | "poweredBy"
  >;
}): SharePageMeta {
  const { subject, language } = options;
  const { format } = viewerText(language);
  if (!subject)
    return {
      language,
      title: `${format("page.badge")} | ${PRODUCT_NAME}`,
      description: format("page.genericDescription"),
      url: shareUrl(options.publicUrl, options.token),
    };
  // Canonical, Open Graph and oEmbed addresses are on the organisation's custom domain once verified.
  const origin = subject.shareOrigin;
  const url = shareUrl(origin, options.token);
  return {
    language,
    title: shareTitle(subject.vemoTitle, subject.companyName, subject.poweredBy),
    description: format("page.description", { title: subject.vemoTitle, company: subject.companyName }),
    url,
    oembedUrl: `${origin}/api/oembed?url=${encodeURIComponent(url)}&format=json`,
    imageUrl: subject.logoPath ? `${origin}${subject.logoPath}` : undefined,
    siteName: subject.poweredBy ? PRODUCT_NAME : subject.companyName,
  };
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>/i;
const META_PLACEHOLDER = "<!-- share-meta -->";
/** Tags the template may already carry (index.html's description); ours replace them. */
const REPLACED_META = /[ \t]*<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\n?/gi;

/**
 * Puts the meta into the web app's HTML: the title replaces `<title>`, the other tags and the page's
 * catalogue (its one language, as JSON the page reads before it renders) replace the
 * `<!-- share-meta -->` comment (or go before `</head>` in a template without it), and `<html lang>`
 * is the page's language. Every value is HTML-escaped; replacements are functions so `$` in a title
 * is never a replacement pattern.
 */
export function renderSharePage(template: string, meta: SharePageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const tags = [...metaTags(meta), catalogueScript(meta.language)].join("\n    ");
  let html = template.replace(REPLACED_META, "").replace(HTML_LANG, () => `<html lang="${meta.language}"`);
  html = TITLE_TAG.test(html)
    ? html.replace(TITLE_TAG, () => title)
    : html.replace(/<\/head>/i, (end) => `${title}\n  ${end}`);
  if (html.includes(META_PLACEHOLDER)) return html.replace(META_PLACEHOLDER, () => tags);
  return html.replace(/<\/head>/i, (end) => `  ${tags}\n  ${end}`);
}

function metaTags(meta: SharePageMeta): string[] {
  const tag = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const discovery = meta.oembedUrl
    ? [
        `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
        `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(meta.oembedUrl)}" title="${escapeHtml(meta.title)}" />`,
      ]
    : [];
  const image = meta.imageUrl ? [tag("property", "og:image", meta.imageUrl)] : [];
  return [
    tag("name", "description", meta.description),
    tag("property", "og:title", meta.title),
    tag("property", "og:description", meta.description),
    tag("property", "og:type", "website"),
    tag("property", "og:url", meta.url),
    tag("property", "og:site_name", meta.siteName ?? PRODUCT_NAME),
    ...image,
    tag("name", "twitter:card", "summary"),
    tag("name", "twitter:title", meta.title),
    tag("name", "twitter:description", meta.description),
    ...discovery,
  ];
}

const HTML_LANG = /<html(?:\s+lang="[^"]*")?/i;

/** The catalogue as a JSON data block: `<` is escaped so no text can close the script element. */
function catalogueScript(language: ViewerLanguage): string {
  const json = JSON.stringify({ language, catalogue: viewerText(language).catalogue }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${VIEWER_TEXT_ELEMENT_ID}">${json}</script>`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
