import { numberedWords } from "../text/tokens.ts";

// Numbers are read by the engine's own reader (text/numbers.ts): "$29.90" → "dollars 29 90", "twenty nine dollars
// ninety" → "29 dollars 90", "29.9 dollars" → "29 90 dollars". A fact is matched in a row, so a price is then put in
// one order: its amount with any cents, then its currency ("29.90 dollar").
const CURRENCIES: Record<string, string> = {
  dollar: "dollar",
  dollars: "dollar",
  euro: "euro",
  euros: "euro",
  pound: "pound",
  pounds: "pound",
};

/**
 * Whether an answer carries a fact phrase: both are read as words and numbers (case, accents, punctuation and
 * spacing ignored; "five minutes" = "5 minutes", "$29.90" = "29.9 dollars" = "twenty nine dollars ninety",
 * "10,000" = "10k" = "ten thousand", "20%" = "twenty percent"), and the fact's words must appear in a row in the
 * answer, where a word may be written joined or apart ("e-mail" = "email", "set up" = "setup").
 */
export function carriesFact(answer: string, fact: string): boolean {
  const said = factWords(fact);
  const wanted = said.join("");
  if (wanted === "") return true;
  // A fact that names no currency asks for the amount only: "49 a month" is carried by "forty nine dollars a month".
  const words = said.some(isCurrency) ? factWords(answer) : withoutCurrencies(factWords(answer));
  for (let first = 0; first < words.length; first++) {
    let joined = "";
    for (let last = first; last < words.length && joined.length < wanted.length; last++) joined += words[last];
    if (joined === wanted) return true;
  }
  return false;
}

/** The words of a text as `carriesFact` compares them: lower case, numbers in digits, a price as amount and currency. */
function factWords(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/%/g, " percent ")
    .replace(/\bper cent\b/gi, "percent");
  // The engine's reader keeps a lone "one" a word ("one of your templates"); a fact compares it as the number ("1%" of
  // "one percent").
  return pricesInOneOrder(numberedWords(plain).map((word) => (word === "one" ? "1" : word.replace(/'/g, ""))));
}

const CURRENCY_WORDS = new Set(Object.values(CURRENCIES));
const isCurrency = (word: string) => CURRENCY_WORDS.has(word);

/** Words without the currency said after an amount ("49 dollar a month" → "49 a month"). */
function withoutCurrencies(words: readonly string[]): string[] {
  return words.filter((word, i) => !(isCurrency(word) && isAmount(words[i - 1]?.replace(".", ""))));
}

// The words after an amount that make it a rate: "a month", "per seat".
const RATE = new Set(["a", "an", "per"]);
// The words saying one before a currency word: "a dollar fifty", "1 dollar fifty".
const ONE = new Set(["a", "1"]);
const isAmount = (word: string | undefined) => word !== undefined && /^\d+$/.test(word);
const isCents = (word: string | undefined) => word !== undefined && /^\d{1,2}$/.test(word);

/** "dollars 29 90", "29 dollars 90", "29 dollars and 90 cents" and "29 90 dollars" → "29.9", "dollar". */
function pricesInOneOrder(words: readonly string[]): string[] {
  const out: string[] = [];
  // A rate said after a price leaves its currency unsaid: "…sixty-nine dollars a month, and Shop Pro is one hundred
  // forty-nine a month" is $149.
  let said: string | undefined;
  for (let i = 0; i < words.length; i++) {
    let currency = CURRENCIES[words[i]!];
    let amount: string | undefined;
    let cents: string | undefined;
    let next = i + 1;
    if (currency && ONE.has(out.at(-1)!) && words[i + 1]?.length === 2 && isCents(words[i + 1])) {
      // "a dollar fifty" is $1.50, not $50.
      [amount, cents] = ["1", words[i + 1]];
      out.pop();
      next = i + 2;
    } else if (currency && isAmount(words[i + 1])) {
      amount = words[i + 1];
      next = i + 2;
      if (words[next]?.length === 2 && isCents(words[next])) cents = words[next++];
    } else if (isAmount(words[i]) && CURRENCIES[words[i + 1]!]) {
      [amount, currency] = [words[i], CURRENCIES[words[i + 1]!]];
      next = i + 2;
      const at = words[next] === "and" ? next + 1 : next;
      if (isCents(words[at]) && CURRENCIES[words[at + 1]!] !== currency) {
        cents = words[at];
        next = words[at + 1] === "cent" || words[at + 1] === "cents" ? at + 2 : at + 1;
      }
    } else if (isAmount(words[i]) && words[i + 1]?.length === 2 && isCents(words[i + 1]) && CURRENCIES[words[i + 2]!]) {
      [amount, cents, currency] = [words[i], words[i + 1], CURRENCIES[words[i + 2]!]];
      next = i + 3;
    } else if (said && isAmount(words[i]) && RATE.has(words[i + 1]!)) {
      [amount, currency] = [words[i], said];
    }
    if (amount === undefined || currency === undefined) {
      out.push(words[i]!);
      continue;
    }
    said = currency;
    out.push(String(Number(cents === undefined ? amount : `${amount}.${cents.padStart(2, "0")}`)), currency);
    i = next - 1;
  }
  return out;
}
