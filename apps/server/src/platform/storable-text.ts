/**
 * Text as PostgreSQL can store it: without NUL characters (refused by `text` and `jsonb`) and with
 * every unpaired surrogate replaced (refused as invalid UTF-8). Applied where outside text enters.
 */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}
