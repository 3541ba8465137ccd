import { createViewerText, type ViewerText } from "@vemo/shared/viewer-text/format";
import { isViewerLanguage, VIEWER_TEXT_ELEMENT_ID } from "@vemo/shared/viewer-text/languages";
import type { ViewerCatalogue } from "@vemo/shared/viewer-text/en";

/**
 * The page's language and catalogue, as the server wrote them into the HTML (its choice from the
 * owner's pin or the browser's Accept-Language). A page without them (Vite's dev server) loads
 * English on its own: a separate chunk the served page never fetches.
 */
export async function pageViewerText(): Promise<ViewerText> {
  const written = readWritten(document.getElementById(VIEWER_TEXT_ELEMENT_ID)?.textContent);
  if (written) return createViewerText(written.language, written.catalogue);
  const { en } = await import("@vemo/shared/viewer-text/en");
  return createViewerText("en", en);
}

function readWritten(json: string | null | undefined) {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { language?: unknown; catalogue?: unknown };
    const { language, catalogue } = value;
    if (!isViewerLanguage(language) || catalogue === null || typeof catalogue !== "object") return null;
    return { language, catalogue: catalogue as ViewerCatalogue };
  } catch {
    return null;
  }
}
