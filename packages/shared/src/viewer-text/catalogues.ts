import { de } from "./de.ts";
import { en, type ViewerCatalogue } from "./en.ts";
import { es } from "./es.ts";
import { createViewerText, type ViewerText } from "./format.ts";
import { fr } from "./fr.ts";
import type { ViewerLanguage } from "./languages.ts";
import { pt } from "./pt.ts";

// Every catalogue at once: for the server (which picks one per page) and tests. The share page's
// bundle never imports this file; the server writes the page's one catalogue into its HTML.

export const VIEWER_CATALOGUES: Record<ViewerLanguage, ViewerCatalogue> = { en, es, fr, de, pt };

const texts = new Map<ViewerLanguage, ViewerText>();

/** The formatter of one language, made once per process. */
export function viewerText(language: ViewerLanguage): ViewerText {
  let text = texts.get(language);
  if (!text) {
    text = createViewerText(language, VIEWER_CATALOGUES[language]);
    texts.set(language, text);
  }
  return text;
}
