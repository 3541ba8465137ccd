const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const CURRENCY_SIGNS: Record<string, string> = { $: "dollar", "€": "euro", "£": "pound" };
// Currency words in one number: "dollars" and "dollar" are the same fact.
const SINGULAR: Record<string, string> = { dollars: "dollar", euros: "euro", pounds: "pound", cents: "cent" };

/**
 * Whether an answer carries a fact phrase: both are read as words and numbers (case, accents, punctuation and
 * spacing ignored; "five minutes" = "5 minutes", "$29.90" = "29.9 dollars" = "twenty nine dollars ninety",
 * "10,000" = "10k" = "ten thousand", "20%" = "twenty percent"), and the fact's words must appear in a row in the
 * answer, where a word may be written joined or apart ("e-mail" = "email", "set up" = "setup").
 */
export function carriesFact(answer: string, fact: string): boolean {
  const wanted = factWords(fact).join("");
  if (wanted === "") return true;
  const words = factWords(answer);
  for (let first = 0; first < words.length; first++) {
    let joined = "";
    for (let last = first; last < words.length && joined.length < wanted.length; last++) joined += words[last];
    if (joined === wanted) return true;
  }
  return false;
}

/** The words of a text as `carriesFact` compares them: lower case, numbers in digits, currency after the amount. */
export function factWords(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(
      /([$€£])\s?(\d[\d,]*(?:\.\d+)?)/g,
      (_, sign: string, amount: string) => ` ${amount} ${CURRENCY_SIGNS[sign]} `,
    )
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/(\d+(?:\.\d+)?)k\b/g, (_, amount: string) => String(Number(amount) * 1_000))
    .replace(/%/g, " percent ")
    .replace(/\bper cent\b/g, "percent");
  const words = (plain.match(/\d+(?:\.\d+)?|\p{L}+|\p{N}+/gu) ?? []).map((word) => SINGULAR[word] ?? word);
  return joinMoney(spellNumbers(words)).map((word) => (/^\d+\.\d+$/.test(word) ? String(Number(word)) : word));
}

/**
 * Number words as digits: "twenty nine" → "29", "two hundred and fifty" → "250", "a hundred" → "100",
 * "nine point nine" → "9.9".
 */
function spellNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const number = readNumber(words, i);
    if (!number) {
      out.push(words[i]!);
      i++;
      continue;
    }
    let { next } = number;
    const { value } = number;
    let text = String(value);
    if (words[next] === "point" && words[next + 1]! in UNITS && UNITS[words[next + 1]!]! < 10) {
      let decimals = "";
      for (next++; next < words.length && words[next]! in UNITS && UNITS[words[next]!]! < 10; next++)
        decimals += UNITS[words[next]!];
      text += `.${decimals}`;
    }
    out.push(text);
    i = next;
  }
  return out;
}

/**
 * The number spelled out from `start`, if any. A unit after a unit or tens ("one two", "twenty thirty") starts a
 * new number, as does anything after a finished group other than a larger scale word.
 */
function readNumber(words: readonly string[], start: number): { value: number; next: number } | null {
  let total = 0;
  let group = 0;
  let last: "unit" | "tens" | "scale" | null = null;
  let lastScale = 0;
  let i = start;
  for (; i < words.length; i++) {
    // "a hundred", "a thousand": the article counts one.
    const word = words[i] === "a" && last === null && words[i + 1]! in SCALES ? "one" : words[i]!;
    if (word in UNITS && (last === null || last === "scale" || (last === "tens" && UNITS[word]! < 10))) {
      group += UNITS[word]!;
      last = "unit";
    } else if (word in TENS && (last === null || last === "scale")) {
      group += TENS[word]!;
      last = "tens";
    } else if (word in SCALES && last !== null && (last !== "scale" || (lastScale === 100 && SCALES[word]! > 100))) {
      const scale = SCALES[word]!;
      lastScale = scale;
      if (scale === 100) group *= 100;
      else {
        total += group * scale;
        group = 0;
      }
      last = "scale";
    } else if (word === "and" && last === "scale" && (words[i + 1]! in UNITS || words[i + 1]! in TENS)) {
      continue;
    } else break;
  }
  if (last === null) return null;
  return { value: total + group, next: i };
}

/** "29 dollar 90" and "29 dollar and 90 cent" → "29.90 dollar": a spoken price with its cents. */
function joinMoney(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [amount, currency] = [words[i]!, words[i + 1]];
    const centsAt = words[i + 2] === "and" ? i + 3 : i + 2;
    const cents = words[centsAt];
    const isMoney = /^\d+$/.test(amount) && currency !== undefined && Object.values(CURRENCY_SIGNS).includes(currency);
    if (isMoney && cents !== undefined && /^\d{1,2}$/.test(cents) && (words[centsAt + 1] ?? "") !== currency) {
      out.push(`${amount}.${cents.padStart(2, "0")}`, currency);
      i = words[centsAt + 1] === "cent" ? centsAt + 1 : centsAt;
    } else out.push(amount);
  }
  return out;
}
