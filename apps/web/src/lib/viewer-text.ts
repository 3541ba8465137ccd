import type { ViewerFormat, ViewerText } from "@vemo/shared/viewer-text/format";

// The buyer-facing texts of the components the share page and the dashboard share (chat, player).
// Each entry chooses its language before it renders: the dashboard English, the share page the
// one catalogue the server wrote into it. Nothing here imports a catalogue, so the share page's
// bundle carries none.

let chosen: ViewerText | null = null;

export function chooseViewerText(text: ViewerText): void {
  chosen = text;
  if (typeof document !== "undefined") document.documentElement.lang = text.language;
}

/** A text of the chosen language by its key. */
export const t: ViewerFormat = (key, values) => {
  if (!chosen) throw new Error("No viewer language chosen before rendering");
  return chosen.format(key, values);
};
