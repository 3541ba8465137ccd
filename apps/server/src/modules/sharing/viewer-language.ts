import Negotiator from "negotiator";
import { DEFAULT_VIEWER_LANGUAGE, VIEWER_LANGUAGES, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";

/**
 * The catalogue language the visitor's browser prefers (`Accept-Language`, by q-value; `es-MX` is
 * served `es`), or null when it asks for none of them.
 */
export function browserLanguage(acceptLanguage: string | undefined): ViewerLanguage | null {
  if (!acceptLanguage) return null;
  const preferred = new Negotiator({ headers: { "accept-language": acceptLanguage } }).language([...VIEWER_LANGUAGES]);
  return (preferred as ViewerLanguage | undefined) ?? null;
}

/** The language of a share page and of what the server writes on it: the owner's pin, else the browser's, else English. */
export function viewerLanguage(options: {
  pinned: ViewerLanguage | null | undefined;
  acceptLanguage: string | undefined;
}): ViewerLanguage {
  return options.pinned ?? browserLanguage(options.acceptLanguage) ?? DEFAULT_VIEWER_LANGUAGE;
}
