import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { guardedFetch, type FetchedResponse } from "../../platform/guarded-fetch.ts";
import { detectBotWall } from "./bot-walls.ts";
import { ContentError } from "../../platform/content-error.ts";
import { isTransientStatus, type ContentSettings } from "./provider-fetch.ts";

/** A part of a page under one heading; text before the first heading is under the page's title. */
export type WebSection = { heading: string | null; text: string };

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml", ""]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4"]);
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "button", "nav"]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "pre",
  "blockquote",
  "table",
  "tr",
  "td",
  "th",
  "figure",
  "figcaption",
  "h5",
  "h6",
  "br",
  "hr",
]);

/** A web page's main text in sections, after refusing bot walls, CRM gates and non-text content. */
export async function fetchWebsiteSections(url: string, settings: ContentSettings): Promise<WebSection[]> {
  const response = await guardedFetch(url, {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: settings.fetchTimeoutMs,
    maxBytes: settings.fetchMaxBytes,
    headers: {
      accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5",
      "accept-language": "en-US,en;q=0.9",
    },
  });
  const isHtml = HTML_TYPES.has(response.contentType);
  const text = decodeText(response);
  const wall = isHtml ? detectBotWall({ status: response.status, headers: response.headers, html: text }) : null;
  if (wall) throw wall;
  if (isTransientStatus(response.status)) throw new Error(`${url} answered HTTP ${response.status}`);
  if (response.status < 200 || response.status > 299) {
    throw new ContentError(
      "fetch_failed",
      `The page could not be loaded: the website answered HTTP ${response.status}.`,
    );
  }
  const sections = isHtml
    ? extractSections(text)
    : response.contentType === "text/plain"
      ? plainTextSections(text)
      : null;
  if (!sections) {
    throw new ContentError(
      "no_text",
      `This link is not a web page (it is ${response.contentType}). Add web pages here, and upload PDFs as documents.`,
    );
  }
  if (sections.length === 0) throw new ContentError("no_text", "No readable text was found on this page.");
  return sections;
}

/** The main content (Readability) split at h1–h4 headings; the whole body when Readability finds no article. */
export function extractSections(html: string): WebSection[] {
  const { document } = parseHTML(html);
  // Readability drops the h1 when it repeats the <title>; it still names the text before the first heading.
  const pageHeading = normalise(document.querySelector("h1")?.textContent ?? "");
  const article = new Readability(document).parse();
  const root = article?.content
    ? parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document.body
    : document.body;
  if (!root) return [];
  return collectSections(root, pageHeading || normalise(article?.title ?? "") || null);
}

type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

function collectSections(root: DomNode, title: string | null): WebSection[] {
  const sections: { heading: string | null; paragraphs: string[] }[] = [{ heading: title, paragraphs: [] }];
  let buffer = "";
  const flush = () => {
    const paragraph = normalise(buffer);
    if (paragraph) sections.at(-1)?.paragraphs.push(paragraph);
    buffer = "";
  };
  const walk = (node: DomNode): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) buffer += child.textContent ?? "";
      if (child.nodeType !== 1) continue;
      const tag = child.nodeName.toLowerCase();
      if (SKIPPED.has(tag)) continue;
      if (HEADINGS.has(tag)) {
        flush();
        sections.push({ heading: normalise(child.textContent ?? "") || null, paragraphs: [] });
        continue;
      }
      if (BLOCKS.has(tag)) flush();
      walk(child);
      if (BLOCKS.has(tag)) flush();
    }
  };
  walk(root);
  flush();
  return sections
    .filter((section) => section.paragraphs.length > 0)
    .map((section) => ({ heading: section.heading, text: section.paragraphs.join("\n") }));
}

function plainTextSections(text: string): WebSection[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map(normalise)
    .filter(Boolean);
  return paragraphs.length > 0 ? [{ heading: null, text: paragraphs.join("\n") }] : [];
}

/** Decoded with the charset the response or the page declares; UTF-8 when none or unknown. */
function decodeText(response: FetchedResponse): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(String(response.headers["content-type"] ?? ""))?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(response.body.subarray(0, 4096).toString("latin1"))?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(declared).decode(response.body);
  } catch {
    return new TextDecoder("utf-8").decode(response.body);
  }
}

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
