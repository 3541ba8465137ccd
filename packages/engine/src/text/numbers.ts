// Numbers reach the engine in every form: "$29.90" in a question, "twenty nine dollars ninety" in automatic
// captions, "10,000" or "10k" on a pricing page. Each is read as the same digit words, so they match each other.

const UNITS = new Map(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    .split(" ")
    .map((word, value) => [word, value]),
);
const TENS = new Map(
  "twenty thirty forty fifty sixty seventy eighty ninety".split(" ").map((word, i) => [word, (i + 2) * 10]),
);
// "March thirty first", "the twenty second": a date's day said after its tens.
const ORDINAL_UNITS = new Map(
  "first second third fourth fifth sixth seventh eighth ninth".split(" ").map((word, i) => [word, i + 1]),
);
const SCALES = new Map([
  ["thousand", 1_000],
  ["million", 1_000_000],
  ["billion", 1_000_000_000],
]);
const CURRENCIES: Record<string, string> = { $: "dollars", "€": "euros", "£": "pounds" };
const CURRENCY_WORDS = new Set(["dollar", "dollars", "euro", "euros", "pound", "pounds"]);

/** A currency sign before an amount becomes its word ("$29" → "dollars 29"), so a spoken price matches it. */
export function spellCurrencies(text: string): string {
  return text.replace(/([$€£])\s?(?=\d)/g, (_, sign: string) => ` ${CURRENCIES[sign]} `);
}

/**
 * Digit tokens ("10,000", "29.9", "10k") as plain digit words: thousands separators dropped, a decimal part as a
 * word of its own with cents written in two digits ("29.9" → "29", "90", as "twenty nine dollars ninety" is said).
 */
export function digitWords(token: string): string[] {
  const thousands = /^(\d{1,3})(,\d{3})+$/.exec(token);
  if (thousands) return [token.replace(/,/g, "")];
  const withK = /^(\d+)k$/.exec(token);
  if (withK) return [String(Number(withK[1]) * 1_000)];
  const decimal = /^(\d+)[.,](\d+)$/.exec(token);
  if (decimal) return [String(Number(decimal[1])), decimal[2]!.length === 1 ? `${decimal[2]}0` : decimal[2]!];
  return token.split(/[.,]/);
}

/**
 * Number words read as digits: "twenty nine" → "29", "a hundred" → "100", "ninety nine point nine" → "99", "90" (as
 * "99.9" is read), "two hundred ninety nine" → "299", "ten thousand" → "10000",
 * "5 million" → "5000000", "thirty first" → "31". A lone "one" stays a word ("one of your templates"), and "ninety a month" stays 90: only
 * words that can follow each other in a spoken number are joined.
 */
export function numbersAsDigits(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    // "a hundred", "a thousand": the article counts one.
    const article = words[i] === "a" && (words[i + 1] === "hundred" || SCALES.has(words[i + 1]!)) ? 1 : 0;
    const read = readNumber(words, i + article);
    const decimals = read ? decimalDigits(words, read.next) : [];
    // A lone "one" stays a word, unless it is an amount ("one dollar fifty") or has decimals ("one point four").
    const isWord =
      read?.next === i + 1 && words[i] === "one" && !CURRENCY_WORDS.has(words[i + 1]!) && decimals.length === 0;
    if (read && !isWord) {
      out.push(String(read.value));
      i = read.next;
      if (decimals.length > 0) {
        out.push(...digitWords(`${read.value}.${decimals.join("")}`).slice(1));
        i += decimals.length + 1;
      }
    } else {
      out.push(words[i]!);
      i++;
    }
  }
  return out;
}

/** The digits said after "point" at `at` ("point four five" → "4", "5"); none where no "point" is. */
function decimalDigits(words: string[], at: number): string[] {
  const decimals: string[] = [];
  if (words[at] === "point")
    for (let next = at + 1; (UNITS.get(words[next]!) ?? 10) < 10 || /^\d$/.test(words[next] ?? ""); next++)
      decimals.push(String(UNITS.get(words[next]!) ?? words[next]));
  return decimals;
}

type Last = "unit" | "tens" | "hundred" | "scale" | "digits";

/** The spoken number starting at `start`, if any, and the index of the word after it. */
function readNumber(words: string[], start: number): { value: number; next: number } | undefined {
  let total = 0;
  let current = 0;
  let last: Last | undefined;
  let i = start;
  for (; i < words.length; i++) {
    const word = words[i]!;
    const unit = UNITS.get(word);
    const tens = TENS.get(word);
    const scale = SCALES.get(word);
    const followsTens = last === "tens" && unit !== undefined && unit > 0 && unit < 10;
    if (last === "tens" && ORDINAL_UNITS.has(word)) {
      current += ORDINAL_UNITS.get(word)!;
      i++;
      break;
    }
    if (unit !== undefined && (last === undefined || last === "hundred" || last === "scale" || followsTens)) {
      current += unit;
      last = "unit";
    } else if (tens !== undefined && (last === undefined || last === "hundred" || last === "scale")) {
      current += tens;
      last = "tens";
    } else if (/^\d+$/.test(word) && last === undefined) {
      current = Number(word);
      last = "digits";
    } else if (word === "hundred" && last !== "hundred" && last !== "scale" && current < 100) {
      current = (current || 1) * 100;
      last = "hundred";
    } else if (scale !== undefined && last !== "scale" && (last === undefined || current > 0 || total === 0)) {
      total += (current || 1) * scale;
      current = 0;
      last = "scale";
    } else if (word === "and" && last === "hundred" && (UNITS.has(words[i + 1]!) || TENS.has(words[i + 1]!))) {
      continue;
    } else {
      break;
    }
  }
  if (last === undefined || (last === "digits" && i === start + 1)) return undefined;
  return { value: total + current, next: i };
}

/** The single English word for a number up to ninety ("2" → "two", "90" → "ninety"), if there is one. */
export function numberWord(digits: string): string | undefined {
  const value = Number(digits);
  for (const [word, n] of [...UNITS, ...TENS]) if (n === value) return word;
  return undefined;
}

const UNIT_WORDS = [...UNITS.keys()];
const TENS_WORDS = [...TENS.keys()];

/**
 * A whole number as said in words, American style ("125" → "one hundred twenty five", "10000" → "ten thousand"):
 * how automatic captions write a number they spell out. The reverse of `numbersAsDigits`.
 */
export function numberInWords(value: number): string[] {
  if (value < 20) return [UNIT_WORDS[value]!];
  if (value < 100) return [TENS_WORDS[Math.floor(value / 10) - 2]!, ...(value % 10 ? [UNIT_WORDS[value % 10]!] : [])];
  if (value < 1_000) {
    const rest = value % 100;
    return [UNIT_WORDS[Math.floor(value / 100)]!, "hundred", ...(rest ? numberInWords(rest) : [])];
  }
  for (const [word, scale] of [...SCALES].reverse()) {
    if (value < scale) continue;
    const rest = value % scale;
    return [...numberInWords(Math.floor(value / scale)), word, ...(rest ? numberInWords(rest) : [])];
  }
  return [String(value)];
}
