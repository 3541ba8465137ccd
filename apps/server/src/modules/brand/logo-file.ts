import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { LOGO_MAX_BYTES, type LogoType } from "@vemo/shared/rules/brand";
import { AppError } from "../../platform/errors.ts";
import { formatSizeLimit } from "../../platform/size-limit.ts";

const LOGO_TYPE_MESSAGE = "The logo must be a PNG, JPEG or SVG image";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);

/**
 * What a logo file is, told by its content and never by its name or declared type, with the bytes
 * to store. A PNG or JPEG is stored as sent; an SVG is parsed and rewritten by DOMPurify's SVG
 * profile, so scripts, event handlers, `javascript:` links and foreign objects are gone.
 */
export function checkLogoFile(bytes: Buffer): { type: LogoType; bytes: Buffer } {
  if (bytes.length > LOGO_MAX_BYTES)
    throw new AppError("payload_too_large", `The logo is too large. The limit is ${formatSizeLimit(LOGO_MAX_BYTES)}.`);
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { type: "image/png", bytes };
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return { type: "image/jpeg", bytes };
  const svg = sanitizedSvg(bytes.toString("utf8"));
  if (svg) return { type: "image/svg+xml", bytes: Buffer.from(svg) };
  throw new AppError("bad_request", LOGO_TYPE_MESSAGE);
}

function sanitizedSvg(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return null;
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = clean.firstElementChild;
  if (!root || root.tagName.toLowerCase() !== "svg" || clean.childElementCount !== 1) return null;
  // Served on its own as image/svg+xml, the file must name its namespace to be drawn.
  root.setAttribute("xmlns", SVG_NAMESPACE);
  return root.outerHTML;
}
