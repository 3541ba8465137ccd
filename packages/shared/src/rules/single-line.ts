// Names and companies are one line of text: they go into e-mail lines, CSV cells and page titles,
// where a line break or another control character could make a visitor's text pass for Vemo's own.

/** Control characters (C0 with tab, CR and LF; DEL; C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function isSingleLine(text: string): boolean {
  return !new RegExp(LINE_BREAKING.source).test(text);
}

/** The text with each run of such characters made one space (a cell of an uploaded file), trimmed. */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKING, " ").trim();
}

export const singleLineMessage = (field: string) => `${field} must be on one line`;
