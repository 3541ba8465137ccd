import { isPhraseWord } from "../text/buyer-words.ts";
import { isKindMember, isKindWord } from "../text/kinds.ts";
import { partsOfSpeechOf } from "../text/synonyms.ts";
import { amountBound, askedPart, isStopword, splitWords, stemWord } from "../text/tokens.ts";

// A buyer's question often says what kind of answer it wants, as the TREC question-answering systems read it:
// "How much…" an amount of money, "How long…" a duration, "How many…" a number, "Where are your servers…" a place,
// "Which CRMs do you integrate with?" a list of names. A passage holding that kind of expression is likelier to
// answer than one that only shares the question's words.

const ANSWER_TYPES = [
  "money",
  "duration",
  "frequency",
  "time",
  "hours",
  "count",
  "place",
  "names",
  "consequence",
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

// The kind is read off the question's opening words: "Can I see how many users come back?" asks whether, not how many.
// Only money is also asked for by a word anywhere ("What does it cost?").
const QUESTION_TYPES: [AnswerType, RegExp][] = [
  // A sentence saying what follows a case, asked by "What happens when an employee quits?", "What if someone never shows
  // up?", "…What then?", a case said of someone, "What about patients who don't own a phone?", and what is done in one,
  // "What do we do about orders nobody collects?", "What does the app do when the signal drops?".
  [
    "consequence",
    /^what (?:happens|will happen|would happen|if)\b|(?:^|[.!?]\s+)what then\b|^what about\b.*\b(?:who|that|whose|when|if)\b|^what (?:do|does|will|would|should|can) (?:the |our |your )?[\w'-]+ do (?:about|with|when|if)\b/,
  ],
  ["frequency", /^how (?:often|frequently)\b/],
  // "When do we get paid?", "What date…": a day, a date, an hour of the clock, a recurring moment, a moment set by an
  // event. "When" asks when only before its verb: "When we run out of acai, do I…?" sets a case.
  [
    "time",
    /^when(?:'s| (?:\w+ly )?(?:do|does|did|is|are|was|were|will|would|can|could|should|shall|must|might|has|have|had)\b)|^what (?:date|dates)\b/,
  ],
  // "What are your support hours?"; "Can I call support on weekends?", "Can our techs reach you at night?": whether at
  // a time, answered by the days and hours something is open, not by a date.
  [
    "hours",
    /^what (?:time|times|days|hours)\b|^what are (?:your|the) (?:\w+ )?hours\b|^(?:can|could|does|do|is|are|will)\b.*\b(?:(?:on|at|over|during|in) (?:the |a )?(?:weekends?|nights?|evenings?|holidays?|(?:early )?mornings?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|public holidays?)|24\/7|after hours|out of hours|around the clock|open (?:late|early)|at (?:\d{1,2}(?::\d\d)? ?(?:am|pm|a\.m\.|p\.m\.|o'clock)|midnight|noon)|in the middle of the night)(?!\w)/,
  ],
  // "trial?", "free trial length?": a trial asked of alone asks how long it lasts.
  [
    "duration",
    /^how (?:long|fast|quickly|soon|early|far ahead|far in advance)\b|^how much time\b|^(?:free )?trial(?: period| length)?\s*\??$/,
  ],
  [
    "money",
    /^how much\b|\b(?:cost|costs|price|prices|pricing|priced|fees?|charges?|expensive|cheap|cheaper|affordable)\b/,
  ],
  [
    "count",
    /^how (?:many|big|large)\b|^what(?:'s| is) the (?:minimum|maximum|smallest|largest|lowest|highest) number\b/,
  ],
  // Where a company or its data is, not where a panel is on the screen ("Where is the layers panel located?").
  [
    "place",
    /^where\b.*\b(?:based|hosted|stored|kept|lives?|sits?|servers?|data|files|info|information|records|headquarters|offices?)\b|^(?:in )?which (?:region|country|countries)\b/,
  ],
  // What a product works with, not which of its own tools does something ("What does the art board tool do?").
  [
    "names",
    /^(?:which|what)\b.*\b(?:integrat\w*|connect\w*|sync\w*|providers?|carriers?|crms?|platforms?|browsers?|partners?|payroll|brands?|(?:operating )?systems|boards|tools|apps|formats|methods|languages|currencies)\b/,
  ],
  // "Which print labs do you work with?", "Which drones are supported?": a plural kind the product works with,
  // supports, uses, talks to or reads from is asked for by its members' names. Not a singular or a mass noun ("Which
  // label printer works with it?", "Which accounting software…"), often answered by one name that a list of others would displace.
  [
    "names",
    /^which (?:[\w'-]+ ){0,3}?(?!(?:does|is|was|has)\b)[\w'-]*[^s\W]s (?:(?:do|does|can|could|will|would|are)\b.*?)?\b(?:works?|working|supports?|supported|use|uses|talks?|reads?|orders?|pulls?|comes?|feeds?)\b/,
  ],
];

// Words asking when, for a time and for opening hours alike.
const TIME_WORDS =
  /^(?:time|times|days|hours|weekends?|nights?|evenings?|holidays?|mornings?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|late|early|24|7|clock)$/;

// The question's words that only say which kind of answer it wants ("How long…", "Which platforms…"): a sentence
// holding that kind of answer says them.
const TYPE_WORDS: Record<AnswerType, RegExp> = {
  duration: /^(?:long|fast|quickly|soon|time|early|far|ahead|advance)$/,
  frequency: /^(?:often|frequently)$/,
  time: TIME_WORDS,
  hours: TIME_WORDS,
  money:
    /^(?:much|cost|costs|price|prices|pricing|priced|fees?|charges?|expensive|cheap|cheaper|affordable|pay|paying|bill|bucks|grand|quid)$/,
  count: /^(?:many|big|large)$/,
  place: /^(?:based|hosted|stored|kept|lives?|sits?|servers?|located|headquarters|offices?|region|country|countries)$/,
  consequence: /^(?:happens?|happened)$/,
  names:
    /^(?:integrat\w*|connect\w*|sync\w*|providers?|carriers?|crms?|platforms?|browsers?|partners?|tools?|apps?|software|brands?|systems?|operating|boards?|formats?|methods?|languages?|currencies)$/,
};

// "Does it connect to our payroll provider?" asks which ones, as "Which payroll providers…" does; "Does it connect to
// Gusto?" or "…to our SAP system?" names its own, which the tour must say. The acronyms of a kind of tool ("our CRM")
// name none.
const ASKS_WHICH_TOOL =
  /^(?:does|do|can|will)\s+(?:it|you|\S+)\s+(?:integrate|connect|sync|work|talk|plug)\s+(?:with|to|into)\s+(?:our|my|your|the)\b/;
const NAMES_ONE = /\b(?:with|to|into)\s+[^?]*\b(?!(?:API|ATS|CMS|CRM|ERP|HRIS|LMS|POS)s?\b)\p{Lu}/u;

const ANY_TYPE_WORDS = new Set(["long", "much", "many", "fast", "quickly", "soon", "time", "often", "frequently"]);

/** Whether a word says nothing but which kind of answer is wanted ("long", "much", "often"; not "price" or "fee"). */
export function onlyAsksForType(word: string): boolean {
  return ANY_TYPE_WORDS.has(word);
}

/** Whether a word of the question only says which kind of answer it wants. */
export function namesAnswerType(word: string, type: AnswerType): boolean {
  return ANY_TYPE_WORDS.has(word) || TYPE_WORDS[type].test(word);
}

/**
 * The kind of answer a question asks for, if it says. What happens in a case is asked of content that `readsCases` (a
 * sales tour's): a screencast's caption line holds "if" or "when" by chance, a medical video's gives advice
 * (TutorialVQA a −1 row, MedVidQA off-topic b −2).
 */
export function expectedAnswerType(question: string, readsCases = true): AnswerType | undefined {
  const asked = askedPart(question);
  const text = asked.toLowerCase().replace(/^\s*(?:q\s*[).:]|\d{1,2}\s*[).:])?\s*(?:so|and|ok|okay)?[,\s]*/, "");
  if (ASKS_WHICH_TOOL.test(text) && !NAMES_ONE.test(asked)) return "names";
  // "How much fuel will we save?" asks for an amount of a thing, "How much does it cost?" for money.
  const thing = /^how much (\w+)/.exec(text)?.[1];
  if (thing && thing !== "time" && !MONEY_WORDS.test(thing) && !isStopword(thing) && partsOfSpeechOf(thing).has("noun"))
    return "count";
  const type =
    QUESTION_TYPES.find(([, pattern]) => pattern.test(text))?.[0] ??
    (ASKS_WHAT_IS_PAID.test(text) || amountBound(asked) !== undefined ? "money" : undefined);
  return type === "consequence" && !readsCases ? undefined : type;
}

// "What would I pay?", "Do we pay for each one?", "…what would our bill look like?": a price asked for by its verb.
const ASKS_WHAT_IS_PAID =
  /\b(?:what|how much) (?:would|will|do|does|did|should|could|might) (?:i|we|you|they|it) (?:pay|be paying|end up paying)\b|\bpay (?:for each|for every|per|extra|more)\b|\b(?:bill|total) (?:look like|come to|be)\b|^(?:do|does|did|will|would)\s+(?:[\w'’-]+\s+){1,4}?(?:(?:still|also|ever|have to|has to|need to|needs to)\s+)*pay\s+(?:for|anything|to)\b|\btake (?:a|any) (?:cut|percentage|commission)\b/;

const MONEY_WORDS = /^(?:money|cash|cost|costs|price|pricing|fees?|charges?|extra|more)$/;

const CURRENCY = new Set(["dollars", "dollar", "euros", "euro", "pounds", "cents", "usd", "eur", "gbp"]);
const TIME_UNITS = new Set(
  "second seconds minute minutes hour hours day days week weeks month months year years afternoon morning sec secs min mins hrs".split(
    " ",
  ),
);
// "a few minutes", "a couple of days", "several weeks".
const SOME = new Set("few couple several".split(" "));
// "nineteen dollars a month" is a price's period, not a duration.
const PERIOD_OF = new Set("a per each every".split(" "));
const EVERY =
  /\b(?:every|each)\s+(?:\w+\s+)?(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|mornings?|evenings?|weekends?)\b|\b(?:hourly|daily|nightly|weekly|monthly|yearly|annually|\w+ times an?)\b/i;
const TIMES_OF_DAY =
  /\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|noon|midnight|allhours)\b|\b\d+ (?:am|pm)\b/i;
// "seven days a week", "around the clock": all the time, which answers whether at a given time.
const ALL_THE_TIME =
  /\b(?:(?:seven|7) days a week|around the clock|24\/7|any hour|every day|day and night|at night)\b/i;
const RIGHT_AWAY = /\b(?:instantly|immediately|right away|straight away|in real time|same day)\b/i;
// A place, or where servers are: "on AWS", "on servers in…".
const PLACE_WORDS =
  /\b(?:region|regions|country|countries|located|based|hosted|headquartered|data cent(?:er|re)s?|servers in|aws|azure|google cloud)\b/i;
const CASE_CLAUSE = /\b(?:if|when|whenever|once|as soon as|unless|the moment)\b/i;
const DIGITS = /^\d+$/;
const NEARBY_WORDS = 2;

const AMOUNT_STEMS = new Set([...CURRENCY, ...TIME_UNITS, "per"].map(stemWord));

/** Whether a stem is a number, a currency, a time unit or "per": part of an amount, which says no topic of its own. */
export function isAmountStem(stem: string): boolean {
  return DIGITS.test(stem) || AMOUNT_STEMS.has(stem);
}

/** Whether a text states an amount of money ("$29", "forty dollars a month"; not "free"). */
export function statesPrice(text: string): boolean {
  return pricedIn(splitWords(text));
}

const PERIODS = new Set(["month", "year", "week"]);
const PERIODIC = new Set(["monthly", "yearly", "annually", "weekly"]);
const FREE_PLAN = /\b(?:plan|tier|edition|version)s? (?:is|are|stays?|remains?) free\b/i;

/**
 * Whether a text states a plan's price: an amount of money by a period ("$29 a month", "three dollars per room per
 * month", "299 a month per office") or a plan that is free, not a fee, a discount or a price per use ("a one-time fee
 * of $500", "two months free", "99.9% monthly uptime").
 */
export function statesPlanPrice(text: string): boolean {
  if (FREE_PLAN.test(text)) return true;
  const words = splitWords(text);
  const priced = pricedIn(words);
  return words.some((word, i) => {
    if (!PERIODS.has(word) && !PERIODIC.has(word)) return false;
    const before = words[i - 1] ?? "";
    // "299 a month" needs no currency.
    if (PERIOD_OF.has(before) && DIGITS.test(words[i - 2] ?? "")) return true;
    // "three dollars per room per month", "$35/month" (read "dollars 35 month"), "€19 monthly".
    const period = PERIODIC.has(word) || PERIOD_OF.has(before) || DIGITS.test(before);
    return priced && period && words.slice(Math.max(0, i - 6), i).some((w) => DIGITS.test(w));
  });
}

// "month to month", "no long contract", "cancel anytime", "a 12-month term", "the contract term is three years".
const CONTRACT_TERMS =
  /\bmonth[- ]to[- ]month\b|\bno (?:long(?:[- ]term)? |annual |yearly |lock-?in )?(?:contracts?|commitments?)\b|\bcancel (?:any ?time|any month|at any time|whenever)\b|\b(?:\d+|one|two|three|six|twelve)[- ](?:months?|years?)[- ](?:term|minimum|contract|commitment)\b|\b(?:contract|minimum) term\b/i;

// Data, files or where they are kept: "Documents are stored…", "It's on servers in the us", "…a second AWS region".
const KEPT_DATA =
  /\b(?:data|files?|documents?|records|backups?|stored|hosted|hosting|servers?|aws|azure|google cloud|data cent(?:er|re)s?)\b/i;

/**
 * Whether a text states where data is kept: a place ("in Canada", "servers in…", "on AWS") said with data, files or
 * servers, not a region apart from them or a company's name said after "from".
 */
export function statesDataLocation(text: string): boolean {
  return KEPT_DATA.test(text) && (PLACE_WORDS.test(text) || /\bin\s+(?:the\s+)?\p{Lu}\p{Ll}+/u.test(text));
}

// Signing in with a second step: "two-factor", "two-step verification", "an authenticator app", "every login asks for a
// code from your phone", "a one-time code".
const SECOND_FACTOR =
  /\b(?:two|2)[- ]?(?:factor|step)\b|\b(?:2fa|mfa|multi[- ]?factor|authenticator|one[- ]time (?:code|password|passcode)s?)\b|\b(?:log ?ins?|logs? in|logging in|sign[- ]?ins?|signs? in|signing in)\b.{0,40}\bcodes?\b/i;

/** Whether a text states that signing in takes a second step. */
export function statesSecondFactor(text: string): boolean {
  return SECOND_FACTOR.test(text);
}

/** Whether a text states what a contract binds the buyer to: how long, or that nothing does. */
export function statesContractTerms(text: string): boolean {
  return CONTRACT_TERMS.test(text);
}

// A trial or what is free ("on us", "on the house") said within three words of a length of time.
const FREE_WORDS = /^(?:free|trial)$/;
const ON_US = /\bon (?:us|the house)\b/i;
const FREE_FOR = /\bfree for (?:your|the)(?: first)?$/;
const STARTS_COUNTING = new Set(["first", "a", "an"]);
const YEARLY = /^(?:yearly|annual|annually|year)$/;

/**
 * Whether a text states how long a trial lasts: a length of time said with the trial or with what is free ("Your trial
 * is fourteen days", "twenty-one days free", "the first month is free", "your first thirty days are on us"), not a
 * length said apart from them ("data is deleted within thirty days", "members book for free up to seven days ahead")
 * or months free for paying by the year.
 */
export function statesTrialLength(text: string): boolean {
  const words = splitWords(text);
  // "Pay yearly and get two months free", "pay for a year up front and get a month free": a discount.
  if (words.some((word) => YEARLY.test(word))) return false;
  // "…free for your first month", "free for the first 30 days": what is free said before the whole length.
  const isFree = (i: number) =>
    words.slice(Math.max(0, i - 3), i + 4).some((w) => FREE_WORDS.test(w)) ||
    ON_US.test(words.slice(i, i + 5).join(" ")) ||
    FREE_FOR.test(words.slice(Math.max(0, i - 6), i - 1).join(" "));
  return words.some(
    (word, i) =>
      TIME_UNITS.has(word) && (DIGITS.test(words[i - 1] ?? "") || STARTS_COUNTING.has(words[i - 1] ?? "")) && isFree(i),
  );
}

function pricedIn(words: readonly string[]): boolean {
  // "ten pounds of house espresso" is a weight.
  return words.some(
    (word, i) =>
      CURRENCY.has(word) &&
      saidNear(words, i, (w) => DIGITS.test(w)) &&
      !(word.startsWith("pound") && words[i + 1] === "of"),
  );
}

/** Whether a word within NEARBY_WORDS of the i-th passes a test. */
function saidNear(words: readonly string[], i: number, test: (word: string) => boolean): boolean {
  return words.slice(Math.max(0, i - NEARBY_WORDS), i + NEARBY_WORDS + 1).some(test);
}

export const MONTHS: ReadonlySet<string> = new Set(
  "january february march april may june july august september october november december".split(" "),
);
const ORDINAL =
  /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)$/;
const SETS_A_MONTH = new Set("in from by until till since before after on of early mid late".split(" "));
const AROUND_AN_EVENT = new Set("before after ahead prior beforehand earlier later".split(" "));

/**
 * Whether words say a date or a moment set by an event, which answer "when" as a clock time does: a month with its
 * day or a preposition ("May twentieth", "by July 15", "from March"; "may" alone is a verb), the day of each month
 * ("the first of each month"), a time before or after something ("ten minutes before a booking").
 */
function datedIn(words: readonly string[]): boolean {
  return words.some((word, i) => {
    const next = words[i + 1] ?? "";
    if (MONTHS.has(word))
      return DIGITS.test(next) || ORDINAL.test(next) || (word !== "may" && SETS_A_MONTH.has(words[i - 1] ?? ""));
    if (ORDINAL.test(word) && next === "of") return words[i + 3] === "month";
    return (
      TIME_UNITS.has(word) &&
      AROUND_AN_EVENT.has(next) &&
      (DIGITS.test(words[i - 1] ?? "") || SOME.has(words[i - 1] ?? "") || words[i - 1] === "a")
    );
  });
}

/** Whether a text says when something is open or done: each day or hour, all the time, a weekday or an hour. */
function saysHours(text: string, words: readonly string[]): boolean {
  return EVERY.test(text) || ALL_THE_TIME.test(text) || TIMES_OF_DAY.test(words.join(" "));
}

const PART_OF_DAY = /\b(?:in the morning|at night|in the evening|o'clock|business hours|office hours)\b/i;

/**
 * Whether a text states when something is open: days or hours of the clock ("eight to six on weekdays", "6 am to 9 pm",
 * "seven days a week"), not how often a thing is done ("every hour", "hourly").
 */
export function statesOpeningHours(text: string): boolean {
  return ALL_THE_TIME.test(text) || PART_OF_DAY.test(text) || TIMES_OF_DAY.test(splitWords(text).join(" "));
}

/** Whether a passage's text holds an expression of the kind of answer asked for. */
export function holdsAnswerType(
  text: string,
  type: AnswerType,
  isNeutral: (word: string) => boolean = () => false,
): boolean {
  const words = splitWords(text);
  const near = (i: number, test: (word: string) => boolean) => saidNear(words, i, test);
  switch (type) {
    case "money":
      return words.includes("free") || pricedIn(words);
    case "duration":
      return (
        RIGHT_AWAY.test(text) ||
        words.some(
          (word, i) =>
            TIME_UNITS.has(word) &&
            i > 0 &&
            !(PERIOD_OF.has(words[i - 1]!) && words.slice(Math.max(0, i - 4), i).some((w) => CURRENCY.has(w))) &&
            (near(i, (w) => DIGITS.test(w)) ||
              near(i, (w) => SOME.has(w)) ||
              words[i - 1] === "a" ||
              words[i - 1] === "an"),
        )
      );
    case "frequency":
      return EVERY.test(text);
    case "hours":
      return saysHours(text, words);
    case "time":
      return saysHours(text, words) || datedIn(words);
    case "count":
      return words.some((word) => DIGITS.test(word) || word === "unlimited");
    case "place":
      return PLACE_WORDS.test(text) || /\b(?:in|from)\s+(?:the\s+)?\p{Lu}\p{Ll}+/u.test(text);
    case "names":
      return namesIn(text, isNeutral).size >= 2;
    case "consequence":
      return CASE_CLAUSE.test(text);
  }
}

/**
 * Words that name something: capitalised inside a sentence, or unknown to the dictionary ("hubspot", "quickbooks"); in
 * a text without capitals (automatic captions), a word listed with a name ("hubspot or braze") is one too.
 */
function namesIn(text: string, isNeutral: (word: string) => boolean = () => false): Set<string> {
  const names = new Set<string>();
  // "I" is no name, nor is the speaker's own ("Hi, I'm Dana, and this is…").
  const speaker = /\b(?:I'm|I am|my name is) (\p{Lu}\p{Ll}+)/u.exec(text)?.[1];
  for (const match of text.matchAll(/(?<![.!?]\s|^)\b(\p{Lu}[\p{L}\p{N}]*)/gu))
    if (match[1] !== "I" && match[1] !== speaker) names.add(match[1]!.toLowerCase());
  const capitalised = names.size > 0;
  const words = splitWords(text);
  // A kind's well-known member names one too, though the dictionary knows it ("english spanish and polish").
  for (const word of words) {
    if (
      word.length > 2 &&
      !isStopword(word) &&
      !DIGITS.test(word) &&
      !isKindWord(word) &&
      !isPhraseWord(word) &&
      (partsOfSpeechOf(word).size === 0 || isKindMember(word))
    )
      names.add(word);
  }
  if (!capitalised)
    words.forEach((word, i) => {
      const other = words[i + 1];
      if ((word === "or" || word === "and") && i > 0 && other && (names.has(words[i - 1]!) || names.has(other)))
        names.add(words[i - 1]!).add(other);
    });
  return new Set([...names].filter((name) => !isNeutral(name)));
}

/**
 * Relevance with the passages that hold the kind of answer the question asks for raised by `weight` times the best
 * passage's relevance; what happens in a case only where the texts `readsCases`.
 */
export function withAnswerType(
  texts: readonly string[],
  question: string,
  relevance: Float64Array,
  weight: number,
  readsCases = false,
): Float64Array {
  const type = expectedAnswerType(question, readsCases);
  const best = Math.max(0, ...relevance);
  if (!type || weight === 0 || best === 0) return relevance;
  return relevance.map((score, i) => (textHoldsAnswerType(texts[i]!, type) ? score + weight * best : score));
}

/** For each text read, two bits per kind of answer: read, and held. */
const typesHeld = new Map<string, number>();
/** How many texts' kinds are kept: every text of a Vemo of 24,000 cues, passages and sentences. */
const TYPED_TEXTS_KEPT = 200_000;

/**
 * `holdsAnswerType` of a text with no neutral words, kept: a Vemo's texts are read again for every question that asks
 * for a kind of answer, and a big Vemo's would be split into words again each time.
 */
export function textHoldsAnswerType(text: string, type: AnswerType): boolean {
  const read = 1 << (2 * ANSWER_TYPES.indexOf(type));
  let known = typesHeld.get(text) ?? 0;
  if ((known & read) === 0) {
    known |= read | (holdsAnswerType(text, type) ? read << 1 : 0);
    if (typesHeld.size >= TYPED_TEXTS_KEPT) typesHeld.clear();
    typesHeld.set(text, known);
  }
  return (known & (read << 1)) !== 0;
}
