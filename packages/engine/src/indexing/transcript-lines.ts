import type { TranscriptCue } from "../types.ts";

/**
 * Transcript lines as spoken once each. YouTube's auto-captions roll: a cue repeats the line shown
 * before it and adds a new one, and zero-length cues flash the same text; only the new words are kept,
 * timed from the cue that first shows them.
 */
export function toTranscriptLines(cues: TranscriptCue[]): TranscriptCue[] {
  const lines: TranscriptCue[] = [];
  let previousText = "";
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    const text = withoutRepeatedPrefix(cue.text.trim(), previousText);
    previousText = cue.text.trim();
    if (text.length === 0) continue;
    lines.push({ start: cue.start, end: Math.max(cue.end, cue.start), text });
  }
  return lines;
}

function withoutRepeatedPrefix(text: string, previousText: string): string {
  if (previousText.length === 0) return text;
  const previousLines = new Set(previousText.split("\n").map((line) => line.trim()));
  const lines = text.split("\n").map((line) => line.trim());
  while (lines.length > 0 && previousLines.has(lines[0]!)) lines.shift();
  return lines.join(" ").replace(/\s+/g, " ").trim();
}
