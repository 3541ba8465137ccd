// The languages a buyer's page can be in. Plain values (no catalogue): the editor and the server
// read them without loading any texts.

export const VIEWER_LANGUAGES = ["en", "es", "fr", "de", "pt"] as const;
export type ViewerLanguage = (typeof VIEWER_LANGUAGES)[number];

/** A page whose browser asks for none of the languages is in English. */
export const DEFAULT_VIEWER_LANGUAGE: ViewerLanguage = "en";

/** Each language by its own name, as the owner picks it in the editor. */
export const VIEWER_LANGUAGE_NAMES: Record<ViewerLanguage, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
};

export function isViewerLanguage(value: unknown): value is ViewerLanguage {
  return typeof value === "string" && (VIEWER_LANGUAGES as readonly string[]).includes(value);
}

/** The id of the JSON data block the server writes the page's catalogue into. */
export const VIEWER_TEXT_ELEMENT_ID = "viewer-text";
