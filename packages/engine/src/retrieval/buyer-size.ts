import { isStopword, numberedWords, stemWord } from "../text/tokens.ts";
import { isAmountStem } from "./answer-type.ts";

// A buyer often says their size before asking ("We have around 250 students — which plan would we need?"), and a tour
// states its plans and prices for a range of that unit ("…the growth plan… for up to three hundred students", "Schools
// with fewer than 100 students…"): the size is answered by the range that holds it, not by the same number.

/** A number of things: 250 students. */
export interface Size {
  count: number;
  /** The stem of the thing counted. */
  unit: string;
}

/** The sizes a buyer says in a question ("250 students", "two venues", "for 12 users"), not an amount ("$50", "3 months"). */
export function buyerSizes(question: string): Size[] {
  return countedThings(numberedWords(question))
    .filter(({ unit }) => !isAmountStem(unit))
    .map(({ count, unit }) => ({ count, unit }));
}

type Bound = (count: number, limit: number) => boolean;

// "up to 300 students", "fewer than 100 students", "more than 5 stores", "at least 10 seats"; a number said with no
// bound ("for ten courts") holds that count alone.
const BOUNDS: [string[], Bound][] = [
  [["up", "to"], (count, limit) => count <= limit],
  [["at", "most"], (count, limit) => count <= limit],
  [["max"], (count, limit) => count <= limit],
  [["maximum"], (count, limit) => count <= limit],
  [["fewer", "than"], (count, limit) => count < limit],
  [["less", "than"], (count, limit) => count < limit],
  [["under"], (count, limit) => count < limit],
  [["below"], (count, limit) => count < limit],
  [["more", "than"], (count, limit) => count > limit],
  [["over"], (count, limit) => count > limit],
  [["above"], (count, limit) => count > limit],
  [["at", "least"], (count, limit) => count >= limit],
];

const EXACTLY: Bound = (count, limit) => count === limit;
const UNLIMITED: Bound = () => true;

/**
 * Whether a sentence states a range of the size's unit that holds it: a bound at or above it ("up to 300 students"
 * holds 250 students), the count itself ("for 250 students") or no limit ("unlimited students").
 */
export function holdsSize(text: string, size: Size): boolean {
  return statedRanges(text).some(({ unit, limit, holds }) => unit === size.unit && holds(size.count, limit));
}

interface Range {
  unit: string;
  limit: number;
  holds: Bound;
}

// A Vemo's sentences are read for every question that says a size: their ranges are found once, as splitWords' are.
const RANGE_TEXTS_KEPT = 20_000;
const rangesByText = new Map<string, Range[]>();

/** The ranges a text states: "up to 300 students" → students, 300, at most. */
function statedRanges(text: string): Range[] {
  let ranges = rangesByText.get(text);
  if (ranges === undefined) {
    const words = numberedWords(text);
    const bounded = countedThings(words).map(({ count: limit, unit, at }) => {
      const bound = BOUNDS.find(([phrase]) => phrase.every((word, i) => words[at - phrase.length + i] === word));
      return { unit, limit, holds: bound?.[1] ?? EXACTLY };
    });
    const unlimited = words.flatMap((word, i) =>
      word === "unlimited" && words[i + 1] ? [{ unit: stemWord(words[i + 1]!), limit: 0, holds: UNLIMITED }] : [],
    );
    ranges = [...bounded, ...unlimited];
    if (rangesByText.size >= RANGE_TEXTS_KEPT) rangesByText.clear();
    rangesByText.set(text, ranges);
  }
  return ranges;
}

/** Each number followed by the thing it counts (a content word, one adjective or stop word allowed between). */
function countedThings(words: string[]): (Size & { at: number })[] {
  const things: (Size & { at: number })[] = [];
  words.forEach((word, i) => {
    if (!/^\d+$/.test(word)) return;
    const unit = words.slice(i + 1, i + 3).find((next) => !isStopword(next) && !/^\d/.test(next));
    if (unit) things.push({ count: Number(word), unit: stemWord(unit), at: i });
  });
  return things;
}
