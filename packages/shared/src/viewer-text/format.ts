import { IntlMessageFormat } from "intl-messageformat";
import type { ViewerCatalogue, ViewerTextKey } from "./en.ts";
import type { ViewerLanguage } from "./languages.ts";

export type ViewerTextValues = Record<string, string | number>;
/** A catalogue's text by key, its `{placeholders}` filled in. */
export type ViewerFormat = (key: ViewerTextKey, values?: ViewerTextValues) => string;

/** The page's one language: its catalogue and the formatter over it (each message parsed once, when first used). */
export type ViewerText = { language: ViewerLanguage; catalogue: ViewerCatalogue; format: ViewerFormat };

export function createViewerText(language: ViewerLanguage, catalogue: ViewerCatalogue): ViewerText {
  const parsed = new Map<ViewerTextKey, IntlMessageFormat>();
  const format: ViewerFormat = (key, values) => {
    let message = parsed.get(key);
    if (!message) {
      message = new IntlMessageFormat(catalogue[key], language);
      parsed.set(key, message);
    }
    return String(message.format(values));
  };
  return { language, catalogue, format };
}
