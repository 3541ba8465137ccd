import { en } from "@vemo/shared/viewer-text/en";
import { createViewerText } from "@vemo/shared/viewer-text/format";
import { chooseViewerText } from "./viewer-text";

/** The dashboard (and its tests) show the shared components in English. */
export function chooseEnglish(): void {
  chooseViewerText(createViewerText("en", en));
}
