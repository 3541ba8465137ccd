import type { TranscriptCue } from "../types.ts";

// A recorded call's transcript (Zoom, Teams) opens each turn with its speaker ("Sam Ortiz: Thanks for joining…"),
// and YouTube marks a change of speaker with ">>". A label is a speaker's when it opens two lines or more.
const SPEAKER_LABEL = /^(?:>>\s*)?(\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){0,2}):\s+(?=\S)/u;
const MIN_SPEAKER_TURNS = 2;

/**
 * Transcript lines as spoken once each, without speakers' labels. YouTube's auto-captions roll: a cue repeats the
 * line shown before it and adds a new one, and zero-length cues flash the same text; only the new words are kept,
 * timed from the cue that first shows them.
 */
export function toTranscriptLines(cues: TranscriptCue[]): TranscriptCue[] {
  return withoutSpeakers(spokenOnce(cues));
}

function spokenOnce(cues: TranscriptCue[]): TranscriptCue[] {
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

/** Lines with their speaker's label (and YouTube's ">>") taken off: who speaks is no part of what is said. */
function withoutSpeakers(lines: TranscriptCue[]): TranscriptCue[] {
  const turns = new Map<string, number>();
  for (const line of lines) {
    const label = SPEAKER_LABEL.exec(line.text)?.[1];
    if (label) turns.set(label, (turns.get(label) ?? 0) + 1);
  }
  return lines
    .map((line) => {
      const label = SPEAKER_LABEL.exec(line.text)?.[1];
      const spoken = label && turns.get(label)! >= MIN_SPEAKER_TURNS ? line.text.replace(SPEAKER_LABEL, "") : line.text;
      return { ...line, text: spoken.replace(/^>>\s*/, "") };
    })
    .filter((line) => line.text.length > 0);
}
