import { isFiller } from "../indexing/caption-sentences.ts";
import { numberInWords } from "../text/numbers.ts";
import type { TranscriptCue } from "../types.ts";

// A punctuated tour rewritten as YouTube's automatic captions of the same speech: lower case, no punctuation, lines
// cut by length, not by sentence. The original's full stops say where its sentences really end, so the engine's
// rebuilt sentences (caption-sentences.ts) can be scored against them, and its questions asked of both versions.

/** "digits": numbers kept as written ("$29", "24 hours", YouTube's usual way); "words": said ("twenty nine dollars"). */
export type NumberStyle = "digits" | "words";
/** "rolling": two-line cues of 7 words a line, each repeating the line before; "lines": one line of 6–10 words a cue. */
export type CueStyle = "rolling" | "lines";

export interface SpokenWord {
  text: string;
  start: number;
  end: number;
  /** The original's word this one was said for, as matched against a snippet; "" on the rest of a spelt number. */
  original: string;
  /** Whether a sentence of the original begins at this word. */
  opensSentence: boolean;
}

/** A word or line ending a sentence: its stop, and a closing quote or bracket after it. */
export const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;
const NOT_AN_END = /^(?:e\.g|i\.e|vs|mr|mrs|ms|dr|st)\.$/i;
const NON_SPEECH = /^\[.*\]$/;
const CURRENCY: Record<string, [string, string]> = {
  $: ["dollar", "dollars"],
  "€": ["euro", "euros"],
  "£": ["pound", "pounds"],
};
const ROLLING_LINE_WORDS = 7;
// One line a cue: lengths between 6 and 10 words, in a fixed order so a tour converts the same way every run.
const LINE_WORDS = [8, 6, 10, 7, 9];

/**
 * The words of a punctuated video's transcript lines as automatic captions write them, each timed by spreading its
 * line's time evenly over the line's words (a number said in several words shares its word's time).
 */
export function spokenWords(lines: TranscriptCue[], numbers: NumberStyle): SpokenWord[] {
  const words: SpokenWord[] = [];
  let opens = true;
  for (const line of lines) {
    const tokens = line.text.match(/\[[^\]]*\]|\S+/g) ?? [];
    // A chapter title cue ("SECURITY") ends where it ends, full stop or not.
    const title = /\p{L}/u.test(line.text) && !/\p{Ll}/u.test(line.text);
    const slot = (line.end - line.start) / Math.max(1, tokens.length);
    tokens.forEach((token, k) => {
      const said = NON_SPEECH.test(token) ? token.split(/\s+/) : captionWords(token, numbers);
      const step = slot / Math.max(1, said.length);
      said.forEach((text, j) => {
        const start = line.start + k * slot + j * step;
        words.push({ text, start, end: start + step, original: j === 0 ? plain(token) : "", opensSentence: opens });
        opens = false;
      });
      if ((ENDS_SENTENCE.test(token) && !NOT_AN_END.test(token)) || (title && k === tokens.length - 1)) opens = true;
    });
  }
  return words;
}

/** One written word of a transcript as automatic captions write it: none, one or several words. */
export function captionWords(token: string, numbers: NumberStyle): string[] {
  const core = token
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^\p{L}\p{N}$€£]+/u, "")
    .replace(/[^\p{L}\p{N}%]+$/u, "");
  const range = /^(\d+)[-–](\d+)$/.exec(core);
  if (range && numbers === "words") return [...saidWholeOrDecimal(range[1]!), "to", ...saidWholeOrDecimal(range[2]!)];
  return core
    .split(numbers === "words" ? /—|–|…|\.\.\.|\// : /—|–|…|\.\.\.|\/(?!\d)|(?<!\d)\//)
    .flatMap((part) => (numbers === "words" ? (saidNumber(part) ?? [part]) : [part]))
    .map((word) => word.replace(/[^\p{L}\p{N}'$€£%.,:/-]/gu, "").replace(/(?<!\d)[.,:]|[.,:](?!\d)/g, ""))
    .map((word) => word.replace(/^[^\p{L}\p{N}$€£]+/u, "").replace(/[^\p{L}\p{N}%]+$/u, ""))
    .filter(Boolean);
}

/** A number as automatic captions say it, when the part is one ("$29.90", "99.9%", "2,500", "3rd", "9:30am"). */
function saidNumber(part: string): string[] | undefined {
  const money = /^([$€£])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?([km])?$/.exec(part);
  if (money) {
    const [, sign, whole, cents, scale] = money;
    const amount = Number(whole!.replace(/,/g, ""));
    const [one, many] = CURRENCY[sign!]!;
    const centsWords = cents ? numberInWords(Number(cents.padEnd(2, "0"))) : [];
    if (amount === 0 && !scale) return [...centsWords, "cents"];
    const scaled = scale ? [...numberInWords(amount), scale === "k" ? "thousand" : "million"] : numberInWords(amount);
    return [...scaled, amount === 1 && !scale ? one : many, ...centsWords];
  }
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(part);
  if (percent) return [...saidDecimal(percent[1]!), "percent"];
  const pence = /^(\d+)p$/.exec(part);
  if (pence) return [...numberInWords(Number(pence[1])), "p"];
  const ordinal = /^(\d+)(?:st|nd|rd|th)$/.exec(part);
  if (ordinal) return ordinalWords(numberInWords(Number(ordinal[1])));
  const time = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(part);
  if (time && (time[2] || time[3])) {
    const minutes = Number(time[2] ?? 0);
    const said = minutes === 0 ? [] : minutes < 10 ? ["o", ...numberInWords(minutes)] : numberInWords(minutes);
    return [...numberInWords(Number(time[1])), ...said, ...(time[3] ? [time[3]] : [])];
  }
  const scaled = /^(\d+)([km])$/.exec(part);
  if (scaled) return [...numberInWords(Number(scaled[1])), scaled[2] === "k" ? "thousand" : "million"];
  if (/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(part)) return saidWholeOrDecimal(part);
  return undefined;
}

function saidWholeOrDecimal(part: string): string[] {
  const plainDigits = part.replace(/,/g, "");
  if (plainDigits.includes(".")) return saidDecimal(plainDigits);
  const value = Number(plainDigits);
  // A year is said in pairs ("twenty twenty four", "nineteen ninety nine").
  if (/^\d{4}$/.test(part) && value >= 1900 && value < 2100 && !(value >= 2000 && value < 2010)) {
    const tail = value % 100;
    return [
      ...numberInWords(Math.floor(value / 100)),
      ...(tail === 0 ? ["hundred"] : tail < 10 ? ["o", ...numberInWords(tail)] : numberInWords(tail)),
    ];
  }
  return numberInWords(value);
}

function saidDecimal(digits: string): string[] {
  const [whole = "0", fraction] = digits.split(".");
  const wholeWords = numberInWords(Number(whole));
  if (!fraction) return wholeWords;
  return [...wholeWords, "point", ...[...fraction].flatMap((digit) => numberInWords(Number(digit)))];
}

function ordinalWords(words: string[]): string[] {
  const last = words.at(-1)!;
  const irregular: Record<string, string> = {
    one: "first",
    two: "second",
    three: "third",
    five: "fifth",
    eight: "eighth",
    nine: "ninth",
    twelve: "twelfth",
  };
  const ordinal = irregular[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), ordinal];
}

/** The words cut into caption cues in the given style, a cue timed from its new line's first word to its last. */
export function captionCues(words: SpokenWord[], style: CueStyle): TranscriptCue[] {
  const lines: SpokenWord[][] = [];
  for (let i = 0; i < words.length;) {
    const size = style === "rolling" ? ROLLING_LINE_WORDS : LINE_WORDS[lines.length % LINE_WORDS.length]!;
    lines.push(words.slice(i, i + size));
    i += size;
  }
  return lines.map((line, k) => {
    const text = line.map((word) => word.text).join(" ");
    const before = style === "rolling" && k > 0 ? `${lines[k - 1]!.map((word) => word.text).join(" ")}\n` : "";
    return { start: line[0]!.start, end: line.at(-1)!.end, text: `${before}${text}` };
  });
}

/** Cues as a WebVTT file. */
export function toWebVtt(cues: TranscriptCue[]): string {
  const time = (seconds: number) => {
    const ms = Math.round(seconds * 1000);
    const pad = (n: number, width = 2) => String(n).padStart(width, "0");
    return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
  };
  return `WEBVTT\n\n${cues.map((cue) => `${time(cue.start)} --> ${time(cue.end)}\n${cue.text}\n`).join("\n")}`;
}

const SNIPPET_WORDS = 4;

/**
 * The new moment of a question's answer: the start of the original sentence that holds the answer snippet's first
 * words (the occurrence nearest the old moment), or, when the snippet is not in the video, of the sentence that
 * starts nearest the old moment. `found` says which.
 */
export function movedMoment(
  words: SpokenWord[],
  snippet: string,
  oldMoment: number,
): { moment: number; found: boolean } {
  const originals = words.flatMap((word, index) => (word.original ? [{ text: word.original, index }] : []));
  const wanted = snippet.split(/\s+/).map(plain).filter(Boolean).slice(0, SNIPPET_WORDS);
  const sentenceStart = (index: number) => {
    let i = index;
    while (i > 0 && !words[i]!.opensSentence) i--;
    return words[i]!.start;
  };
  const starts = originals
    .filter((_, p) => wanted.length > 0 && wanted.every((text, k) => originals[p + k]?.text === text))
    .map(({ index }) => sentenceStart(index));
  const found = starts.length > 0;
  const candidates = found ? starts : words.filter((word) => word.opensSentence).map((word) => word.start);
  const moment = candidates.reduce((best, start) =>
    Math.abs(start - oldMoment) < Math.abs(best - oldMoment) ? start : best,
  );
  return { moment, found };
}

export interface BoundaryScore {
  /** Sentence starts in the original (after the first). */
  truth: number;
  /** Sentence starts the engine rebuilt. */
  found: number;
  /** Those that are in the original. */
  hits: number;
}

/**
 * The engine's rebuilt sentences scored against the original's: each start, moved past fillers and non-speech
 * ("[Applause]") to the first word said, counts when the original starts a sentence there too.
 */
export function scoreBoundaries(words: SpokenWord[], sentences: TranscriptCue[]): BoundaryScore {
  const said = (index: number) => {
    let i = index;
    while (i < words.length && (isFiller(words[i]!.text) || /^\[|\]$/.test(words[i]!.text))) i++;
    return i;
  };
  const inner = (indexes: number[]) => new Set(indexes.map(said).filter((i) => i > said(0) && i < words.length));
  const truth = inner(words.flatMap((word, i) => (word.opensSentence ? [i] : [])));
  const found = inner(rebuiltStarts(words, sentences));
  return { truth: truth.size, found: found.size, hits: [...found].filter((i) => truth.has(i)).length };
}

/** The index of each rebuilt sentence's first word among the caption's words (leading fillers are left out of it). */
function rebuiltStarts(words: SpokenWord[], sentences: TranscriptCue[]): number[] {
  const starts: number[] = [];
  let cursor = 0;
  for (const sentence of sentences) {
    const texts = sentence.text.split(/\s+/);
    let start = cursor;
    if (!isFiller(texts[0]!)) while (start < words.length && isFiller(words[start]!.text)) start++;
    starts.push(start);
    cursor = followedTo(words, start, texts, sentence.text);
  }
  return starts;
}

// A sentence's text leaves out the words of a speaker's repairs ("weekly no sorry monthly" reads "monthly").
const MAX_LEFT_OUT_WORDS = 6;

/** Where the caption's words a rebuilt sentence says from word `start` end (its text, less the words it leaves out). */
function followedTo(words: SpokenWord[], start: number, texts: string[], sentence: string): number {
  let at = start;
  for (const text of texts) {
    let k = at;
    while (k < words.length && k - at <= MAX_LEFT_OUT_WORDS && plain(words[k]!.text) !== plain(text)) k++;
    if (k >= words.length || k - at > MAX_LEFT_OUT_WORDS) {
      throw new Error(`rebuilt sentence "${sentence}" does not follow the caption's words at word ${at}`);
    }
    at = k + 1;
  }
  return at;
}

function plain(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']/gu, "");
}
