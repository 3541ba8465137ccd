import { isVerbInS, partsOfSpeechOf, takesObject } from "../text/synonyms.ts";
import { isStopword } from "../text/tokens.ts";
import type { TranscriptCue } from "../types.ts";

// Automatic captions (YouTube's) come in lower case without punctuation, cut into lines by length rather than by
// sentence: "to get started you add our snippet to your | website or install the sdk for ios android or | react
// native it takes about five minutes". They are rebuilt into sentences before indexing, so that an answer is a whole
// sentence and its moment is where the sentence begins.

/** A video's captions are automatic when hardly any line ends a sentence. */
const MAX_PUNCTUATED_SHARE = 0.2;
const ENDS_SENTENCE = /[.!?…]["')\]]?$/;
// …and hardly any opens with a capital (YouTube's are lower case; 0–14% of lines in the sales tours' own).
const MAX_CAPITALISED_SHARE = 0.5;
// Captions with a full stop every this many words or fewer are punctuated, however their lines are cut.
const PUNCTUATED_WORDS_PER_STOP = 40;

// A sentence cannot end on these words: articles, prepositions, conjunctions, possessives, auxiliaries, subjects.
const NEVER_ENDS = new Set(
  (
    "a an the and or but nor of to in on at for with from by into onto about as than like so because if when while " +
    "before after until since unless whether that which who whom whose where what how why my your our their his her " +
    "its this these those some any every each no very really just also is are was were be been being am do does did " +
    "have has had can could will would should may might must shall i we you they he she it i'm i'll we're we'll " +
    "you're you'll they're it's there's let's gonna wanna not don't doesn't can't won't isn't then such more most " +
    "per via within between during including toward towards among upon under without despite except beneath"
  ).split(" "),
);

// …nor on a subject contracted with its auxiliary, which still wants its verb ("…thank you for your time we'd |
// welcome a demo").
const CONTRACTED_AUXILIARY = /^(?:i|we|you|they|he|she|it|there|that|what|who|here)'(?:re|ll|ve|m|d)$/;

const OBJECTS = new Set("you it".split(" "));
const PREPOSITIONS = new Set("for to with from at about behind around".split(" "));

// Nor on a number after one of those: it still wants its noun ("forty nine dollars with five | team seats", "free for
// up to three | clients").
const NUMBER = new RegExp(
  "^(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
    "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)$",
);

const UNITS = new Set(
  "minutes hours days weeks months years dollars cents euros pounds percent seats users people".split(" "),
);

// Nor begin on these: they carry on the sentence before ("…custom event you send | us").
const NEVER_STARTS = new Set("and or nor of than us them him me to as".split(" "));

const UNTIL = new Set(["till", "til"]);

// Words that open a sentence of a spoken tour ("so…", "now…", "i'll show you…", "thanks for watching").
const OPENERS = new Set(
  (
    "so now next okay ok alright hi hello hey thanks thank welcome first finally also plus let's here's there's that's " +
    "it's i'm i'll i've we're we'll we've you'll you've once today"
  ).split(" "),
);
const NOW_BEFORE = new Set("right just for until by from".split(" "));
// "…in the document | next to this video", "…australia follows | next spring", "…draw your hall | once with rows…":
// "next" before "to", a time or a verb, and "once" before anything but a subject say where, when or how often.
const NEXT_TIMES = new Set("week month quarter year day time spring summer autumn fall winter".split(" "));

function saysWhereOrHowOften(word: string, after: string): boolean {
  if (word === "next") return after === "to" || NEXT_TIMES.has(after) || FINITE_VERBS.has(after);
  if (word === "once") return !(PRONOUN_SUBJECTS.has(after) || THIRD_PERSON.has(after) || DETERMINERS.has(after));
  return false;
}
// A speaker's filler between two thoughts ("…keeps working when the wifi drops um your data is backed up…") opens
// the next one; it is no word of the sentence's text.
const FILLERS = new Set("um umm uh uhh er erm".split(" "));

/** Whether a word is a speaker's filler ("um", "uh"), which no sentence opens with. */
export function isFiller(word: string): boolean {
  return FILLERS.has(plain(word));
}
const SUBJECTS = new Set("i we you they it he she this there".split(" "));
// "…tells you when you're running | low so you can reorder…", "…we never store | it so we stay out of pci scope":
// words before one of these end the clause before, so no sentence opens on them.
const JOINERS = new Set("so because but and".split(" "));
const CONJUNCTIONS = new Set("and or but when if because then".split(" "));
// Inside a line "so" opens a sentence ("…at your studio so now let's look…", "…new hires so before their first
// day…") unless a clause's subject follows, saying what follows from the clause before: a pronoun ("…also checks
// their location so nobody clocks in from home", "…running low so you can reorder", "…so it goes out tonight") or a
// determiner ("…its own price list so our biggest accounts get…", "…by ten it's released so a colleague can grab
// it"). Not "i" or a contracted subject, mostly the speaker's next step ("…so i'll recap each point").
const RESULT_SUBJECTS = new Set(
  "you we they it he she nobody everyone everybody people nothing everything someone anyone".split(" "),
);

/** Whether the "so" at word `i` opens a clause's result ("so a colleague can…"), part of the sentence before. */
function saysResult(words: TimedWord[], i: number): boolean {
  const after = plain(words[i + 1]?.text ?? "");
  return plain(words[i]!.text) === "so" && (RESULT_SUBJECTS.has(after) || DETERMINERS.has(after));
}

// Verbs that follow a short subject at the start of a sentence ("funnels show…", "retention charts tell…").
const OPENING_VERBS = new Set(
  (
    "is are was has have can will lets let shows show tells tell gives give helps help makes make takes take sends " +
    "send lists list keeps keep saves save works work costs cost includes include adds add supports support " +
    "connects connect syncs sync runs run stores store comes come does do means mean"
  ).split(" "),
);

// Clauses of time or reason said after their main clause ("…you get a warning | before one runs out").
const TRAILING = new Set("before after until unless because since while although though than".split(" "));
const RELATIVES = new Set("that which who whom whose where what".split(" "));
const MODALS = new Set("can can't will won't could should need needs just get".split(" "));
// "to get started you add our snippet…" opens a sentence where "to run a campaign" carries one on.
const START_VERBS = new Set("get start begin".split(" "));
// Inside a line, a sentence ends before a subject pronoun only after this many words.
const MIN_CLAUSE_WORDS = 6;
const PRONOUN_SUBJECTS = new Set("you we they i".split(" "));
const CAUSATIVES = new Set("help helps let lets make makes".split(" "));
const AUXILIARIES = new Set("can can't will won't could should don't just also never only need are have".split(" "));
// Verbs that take "in" as their particle: sign in, log in, check in, clock in, opt in, fill in, plug in…
const IN_VERBS = new Set(
  "sign log check clock opt fill plug punch dial key type scan tap drop walk"
    .split(" ")
    .flatMap((verb) => [verb, `${verb}s`]),
);
const ARTICLE_BEFORE = new Set("a an the".split(" "));
// Particles a verb takes at the end of its phrase ("signs out", "sets up", "writes off").
const VERB_PARTICLES = new Set("up out off down back".split(" "));
const PARTICLES = new Set("through up out over off down back around along across know".split(" "));
// A sentence holds at least this many words, unless punctuation ends it.
const MIN_SENTENCE_WORDS = 4;
// A sentence this long ends at the next line break it can end at.
const LONG_SENTENCE_WORDS = 30;
// …but not before words that carry the sentence on ("…candidates pick | a slot from your calendar", "…uploads when
// the tech | is back in range").
const CARRIES_ON = new Set("a an is are was were for with after in on at from by into about".split(" "));
// A line this much shorter than the usual line ends where the speaker paused.
const SHORT_LINE_SHARE = 0.6;
const PAUSE_SECONDS = 0.3;

interface TimedWord {
  text: string;
  start: number;
  end: number;
  /** Whether a caption line begins with this word, and how long (in words) the line before it was. */
  opensLine: boolean;
  previousLineWords: number;
  pauseBefore: number;
}

/**
 * Whether these transcript lines are automatic captions: hardly any ends with a sentence's punctuation, and they are
 * written in lower case. Lines mostly opening with a capital are written text, such as a screen's labels
 * ("Showing hours: Mon to Sat, 9:00 AM to 7:00 PM", "Calendar sync: Google, Outlook, Apple"), each a statement of its own.
 */
export function isAutomaticCaptions(lines: TranscriptCue[]): boolean {
  if (lines.length === 0) return false;
  const punctuated = lines.filter((line) => ENDS_SENTENCE.test(line.text.trim())).length;
  const capitalised = lines.filter((line) => /^\P{L}*\p{Lu}/u.test(line.text)).length;
  return punctuated / lines.length < MAX_PUNCTUATED_SHARE && capitalised / lines.length < MAX_CAPITALISED_SHARE;
}

/**
 * Automatic caption lines rebuilt into sentences, each capitalised and ending with a full stop, timed from the start
 * of its first word to the end of its last (a word's time is read off its place in its line).
 */
export function rebuildSentences(lines: TranscriptCue[]): TranscriptCue[] {
  const words = timedWords(lines);
  // Subtitles cut by length but punctuated ("If you sell training to customers, you can put | courses behind a
  // paywall with Stripe."): their full stops end the sentences, and only they do.
  const stops = words.filter((word) => ENDS_SENTENCE.test(word.text)).length;
  const punctuated = stops >= words.length / PUNCTUATED_WORDS_PER_STOP;
  const ends: number[] = [];
  let begin = 0;
  // A sentence opening on a condition runs on to its main clause ("if an sms can't be delivered | we fall back…").
  let mainClauseToCome = opensOnCondition(words, 0);
  for (let i = 1; i <= words.length; i++) {
    if (i < words.length && mainClauseToCome && !punctuated && opensMainClause(words, i)) {
      mainClauseToCome = false;
      continue;
    }
    if (i < words.length && !(punctuated ? ENDS_SENTENCE.test(words[i - 1]!.text) : endsBefore(words, begin, i)))
      continue;
    const end = punctuated || i === words.length ? i : conditionStart(words, begin, i);
    ends.push(end);
    begin = end;
    // A condition moved to the sentence after it has its main clause there already, unless the break was inside it
    // ("…if an sms | can't be delivered we can fall back").
    mainClauseToCome = opensOnCondition(words, begin) && !(end < i && opensMainClause(words, i));
  }
  const sentences: TranscriptCue[] = [];
  begin = 0;
  for (const end of ends) {
    let from = begin;
    while (from < end - 1 && FILLERS.has(plain(words[from]!.text))) from++;
    const sentence = words.slice(from, end);
    const text = spokenCleanly(sentence.map((word) => word.text)).join(" ");
    const stop = !punctuated && asksAloud(words, from, end) ? "?" : ".";
    sentences.push({
      start: sentence[0]!.start,
      end: sentence.at(-1)!.end,
      text: `${text.charAt(0).toUpperCase()}${text.slice(1)}${ENDS_SENTENCE.test(text) ? "" : stop}`,
    });
    begin = end;
  }
  return sentences;
}

// Verbs that want what follows them: a sentence ending on one was cut before its object ("…setting up takes. | An
// afternoon.", "…student data never leaves. | The United States.").
const WANTS_OBJECT = new Set(
  (
    "takes take costs cost includes include covers cover means mean gives give needs need requires require lets " +
    "helps makes offers charges supports leaves reaches allows becomes contains lasts"
  ).split(" "),
);
// An article, a conjunction, a possessive or a preposition that is no verb's particle wants the words after it
// ("…goes straight into the patient's. | File…", "…you can try it free for thirty days and. | We'll…"; not "in", "on",
// "over": "…before you log in.").
const WANTS_ITS_NOUN = new Set(
  (
    "a an the and or but nor of to for with from into onto than my your our their his her its whose per via within " +
    "between during including toward towards among upon without despite except beneath"
  ).split(" "),
);
const POSSESSIVE = /^\p{L}+'s$/u;
// A conjunct of this many words or fewer after a sentence's last "and" / "or", opening on a determiner, is a subject
// cut before its verb ("…four dollars per student per year and the gps. | Units are included.").
const CUT_CONJUNCT_WORDS = 2;

// A condition joined on after a sentence's point ("…month to month and if you pay for the year up front. | You get two
// months free.") of this many words or fewer is cut before its main clause; a longer one mostly holds it ("…and if you
// want a hand our team will build your first pipeline").
const CUT_CONDITION_WORDS = 8;
const JOINING = new Set(["and", "but", "or", "so"]);

/**
 * Whether a sentence rebuilt from automatic captions was cut unfinished, so what it says goes on in the next: it ends
 * on a verb wanting its object, on a number without its unit ("…the old app stops working on march thirty. | One."),
 * on "and" / "or" with a determiner and one word after it, or on a short condition joined on by a conjunction.
 */
export function endsUnfinished(text: string): boolean {
  const words = withoutClosingStops(text).toLowerCase().split(/\s+/).map(plain);
  const last = words.at(-1) ?? "";
  if (WANTS_ITS_NOUN.has(last) || POSSESSIVE.test(last) || NUMBER.test(last)) return true;
  // "…what it costs." has its object already, said before it.
  if (WANTS_OBJECT.has(last) && !words.slice(-4, -1).includes("what")) return true;
  const conjunction = Math.max(words.lastIndexOf("and"), words.lastIndexOf("or"));
  const conjunct = words.slice(conjunction + 1);
  if (conjunction > 0 && conjunct.length <= CUT_CONJUNCT_WORDS && DETERMINERS.has(conjunct[0] ?? "")) return true;
  const condition = words.findLastIndex((word, i) => CASE_OPENERS.has(word) && JOINING.has(words[i - 1] ?? ""));
  return condition > 1 && words.length - condition - 1 <= CUT_CONDITION_WORDS;
}

// A plural subject is followed by its verb's base form or an auxiliary ("Plans start at…", "Parents can…"); a verb
// in -s by its object, a participle or an adverb ("Takes an hour.", "Gets cleaned again.").
const AUXILIARY_AFTER_SUBJECT = new Set("are were have can can't will won't could should don't never also".split(" "));

/**
 * Whether a sentence rebuilt from automatic captions opens on a verb in -s ("thanks" thanks someone), an adverb in -ly
 * before it at most ("Tanninly charges…" is a name), with no subject of its own ("Usually takes you know an afternoon…", "Gets cleaned again…"): the sentence before it holds its
 * subject, cut from it ("…and any reading over your limit means that area. | Gets cleaned again").
 */
export function opensOnItsVerb(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).map(plain);
  const at = /ly$/.test(words[0] ?? "") && partsOfSpeechOf(words[0]!).has("adv") ? 1 : 0;
  const verb = words[at] ?? "";
  const after = words[at + 1] ?? "";
  if (!isVerbInS(verb) || verb === "thanks" || AUXILIARY_AFTER_SUBJECT.has(after)) return false;
  return !(partsOfSpeechOf(after).has("verb") && !/(?:s|ed|ing)$/.test(after));
}

/** A sentence without the stops that close it ("…and setting up takes." → "…and setting up takes"). */
export function withoutClosingStops(text: string): string {
  return text.replace(/[.!?…]+$/, "");
}

// A speaker's repairs (Shriberg's reparandum, editing term and repair): "weekly no sorry monthly", "two weeks sorry
// three weeks", "let me uh let me show you", "you you open a ticket". What is read is the repair alone.
const EDITING_TERMS = ["no sorry", "no wait", "or rather", "sorry", "i mean"].map((term) => term.split(" "));
// These correct the word before them even when the repair does not say it again ("weekly no sorry monthly").
const CORRECTING_TERMS = new Set(["no sorry", "no wait", "or rather"]);
const MAX_REPEATED_WORDS = 3;

/** A sentence's words as meant: without fillers, a restart said twice once, a self-correction's corrected words. */
export function spokenCleanly(texts: string[]): string[] {
  const kept = texts.filter((text, i) => i === 0 || !FILLERS.has(plain(text)));
  const out: string[] = [];
  for (let i = 0; i < kept.length; i++) {
    const term = EDITING_TERMS.find((candidate) => saysAt(kept, i, candidate));
    const repaired = term ? correctedWords(out, kept, i, term) : 0;
    if (repaired > 0) {
      out.splice(out.length - repaired, repaired);
      i += term!.length - 1;
      continue;
    }
    out.push(kept[i]!);
    // "let me let me show": words said again straight after themselves are said once.
    for (let n = MAX_REPEATED_WORDS; n >= 1; n--) {
      const tail = out.slice(-2 * n);
      if (tail.length === 2 * n && tail.slice(0, n).every((word, k) => plain(word) === plain(tail[n + k]!))) {
        out.splice(out.length - n, n);
        break;
      }
    }
  }
  return out;
}

function saysAt(texts: string[], i: number, term: string[]): boolean {
  return term.every((word, k) => plain(texts[i + k] ?? "") === word);
}

/**
 * How many words said before word `i` the editing term opening there corrects: as many as the repair after it says
 * again up to the word the correction aligns on ("two weeks sorry three weeks": two), or one after "no sorry" ("weekly
 * no sorry monthly"); none when nothing aligns after "sorry", "i mean".
 */
function correctedWords(said: string[], texts: string[], i: number, term: string[]): number {
  if (said.length === 0) return 0;
  const repair = texts.slice(i + term.length, i + term.length + MAX_REPEATED_WORDS).map(plain);
  if (repair.length === 0) return 0;
  const last = plain(said.at(-1)!);
  const aligned = repair.findIndex((word, k) => k > 0 && word === last && !isStopword(word));
  if (aligned > 0 && aligned < said.length) return aligned + 1;
  return CORRECTING_TERMS.has(term.join(" ")) && !NEVER_ENDS.has(last) ? 1 : 0;
}

// A condition a sentence ends on is, in speech, mostly the one of the sentence after it: "…writing your first job post
// | if you want a hand | our team will build your first pipeline", "…goes out every month | if a client forgets to pay
// | ledgerly sends a reminder", and a cut one ("…to grab a spot | if the class | is full they can join the waitlist").
const CONDITIONS = new Set("if".split(" "));
// A sentence opening on a case ("so when a customer walks in with a cracked screen | you open a new ticket") runs on to
// its main clause. ("when" moved like "if": salestours −1 row, a "when" clause ends its sentence as often as not.)
const CASE_OPENERS = new Set("if when once whenever".split(" "));
// "every time someone opens a chart | it's written to an audit log": a case said as a time.
const EVERY_TIME = new Set("every each any".split(" "));
// "…they know when to expect them", "someone asked if you can…": after these the clause is what is known or asked.
const ASKING_VERBS = new Set("know knows see sees tell tells ask asked asks check wonder decide choose".split(" "));
const MAX_CONDITION_WORDS = 12;
const CONTRACTED_SUBJECT = /^(?:i|we|you|they|it|he|she|there)'(?:s|re|ll|ve|m|d)$/;

function opensOnCondition(words: TimedWord[], begin: number): boolean {
  const [first = "", second = ""] = words.slice(begin, begin + 2).map((word) => plain(word.text));
  return (
    CASE_OPENERS.has(first) ||
    (JOINERS.has(first) && CASE_OPENERS.has(second)) ||
    (EVERY_TIME.has(first) && second === "time")
  );
}

/** Whether word `i` opens a clause with its subject and verb: a condition's main clause. */
function opensMainClause(words: TimedWord[], i: number): boolean {
  const first = plain(words[i]!.text);
  // "…opens a chart | it's written to an audit log": a subject and its verb said as one word.
  if (CONTRACTED_SUBJECT.test(first)) return true;
  if (OPENERS.has(first)) return false;
  return (
    opensWithPronounSubject(words, i) ||
    opensWithNamedSubject(words, i) ||
    opensWithNounSubject(words, i) ||
    (words[i]!.opensLine && SUBJECTS.has(plain(words[i]!.text)) && opensWithSubject(words, i))
  );
}

/**
 * Where a sentence ending before word `end` really ends: before a condition it closes on ("if you want a hand"), when
 * the next sentence opens as its main clause (a subject and verb, not an opener such as "so", "next", "then").
 */
function conditionStart(words: TimedWord[], begin: number, end: number): number {
  const next = plain(words[end]!.text);
  // A pause after the condition ends its sentence there ("…mark it paid if they pay cash | [pause] every repair…").
  if (words[end]!.pauseBefore >= PAUSE_SECONDS) return end;
  if (OPENERS.has(next) || FILLERS.has(next) || CONJUNCTIONS.has(next) || NEVER_STARTS.has(next)) return end;
  for (let k = end - 1; k >= Math.max(begin + MIN_CLAUSE_WORDS, end - MAX_CONDITION_WORDS); k--) {
    const word = plain(words[k]!.text);
    // A clause carried on inside the condition ("when you're running low so you can reorder") is its own sentence.
    if (JOINERS.has(word) || OPENERS.has(word)) return end;
    if (!CONDITIONS.has(word)) continue;
    const after = plain(words[k + 1]?.text ?? "");
    if (after === "to" || ASKING_VERBS.has(plain(words[k - 1]!.text))) return end;
    // "…no card needed and if you get | stuck…": the conjunction goes with the condition.
    return JOINERS.has(plain(words[k - 1]!.text)) ? k - 1 : k;
  }
  return end;
}

function timedWords(lines: TranscriptCue[]): TimedWord[] {
  const words: TimedWord[] = [];
  let previousLineWords = Infinity;
  let previousEnd = -Infinity;
  for (const line of lines) {
    const texts = line.text.split(/\s+/).filter(Boolean);
    const step = (line.end - line.start) / Math.max(1, texts.length);
    texts.forEach((text, i) =>
      words.push({
        text,
        start: line.start + i * step,
        end: line.start + (i + 1) * step,
        opensLine: i === 0,
        previousLineWords,
        pauseBefore: i === 0 ? line.start - previousEnd : 0,
      }),
    );
    previousLineWords = texts.length;
    previousEnd = line.end;
  }
  return words;
}

// "…asks how many | agencies use the product": the quantity asked for wants its noun.
const QUANTITIES = new Set("many much".split(" "));

/**
 * Whether a break before word `i` would cut an amount: a number said on across the break ("one hundred and twenty |
 * nine dollars", "two | point five percent") or the quantity "how many" asks for.
 */
function saysAmount(words: TimedWord[], i: number): boolean {
  const previous = plain(words[i - 1]!.text);
  const next = plain(words[i]!.text);
  if (NUMBER.test(previous) && (NUMBER.test(next) || next === "point")) return true;
  return QUANTITIES.has(previous) && plain(words[i - 2]?.text ?? "") === "how";
}

/** Where the number said in words ending at word `last` begins ("…up to | one hundred and twenty five"). */
function numberStart(words: TimedWord[], last: number): number {
  let k = last;
  for (;;) {
    const before = plain(words[k - 1]?.text ?? "");
    if (NUMBER.test(before)) k--;
    else if (before === "and" && NUMBER.test(plain(words[k - 2]?.text ?? ""))) k -= 2;
    else return k;
  }
}

// "…and if you use the code at sign-up your first | three months are half price": an ordinal after a determiner
// wants its noun.
const ORDINALS = new Set("first second third next last".split(" "));
const MODAL_VERBS = new Set("can will could should".split(" "));

/**
 * Whether a break before word `i` would cut a verb from its object ("…and you can set | a spending limit"): after a
 * modal, a verb WordNet knows only with an object in its most frequent sense.
 */
function cutsBeforeObject(words: TimedWord[], i: number): boolean {
  return MODAL_VERBS.has(plain(words[i - 2]?.text ?? "")) && takesObject(plain(words[i - 1]!.text));
}

/** Whether the words before word `i` end on a pronoun object after its preposition ("…adds it to an order for you"). */
function endsOnObject(words: TimedWord[], i: number): boolean {
  return OBJECTS.has(plain(words[i - 1]?.text ?? "")) && PREPOSITIONS.has(plain(words[i - 2]?.text ?? ""));
}

/** Whether a sentence begun at word `begin` ends before word `i`. */
function endsBefore(words: TimedWord[], begin: number, i: number): boolean {
  const previous = plain(words[i - 1]!.text);
  const next = plain(words[i]!.text);
  if (ENDS_SENTENCE.test(words[i - 1]!.text)) return true;
  if (answersQuestion(words, begin, i)) return true;
  const opensToStart = next === "to" && START_VERBS.has(plain(words[i + 1]?.text ?? ""));
  // "…adds it to a purchase order for you | we pull the catalog…": an object after its preposition ends a phrase.
  const object = endsOnObject(words, i);
  if (
    (NEVER_ENDS.has(previous) && !object) ||
    CONTRACTED_AUXILIARY.test(previous) ||
    saysAmount(words, i) ||
    (NEVER_STARTS.has(next) && !opensToStart) ||
    i - begin < MIN_SENTENCE_WORDS
  )
    return false;
  if (NUMBER.test(previous) && NEVER_ENDS.has(plain(words[numberStart(words, i - 1) - 1]?.text ?? ""))) return false;
  if (cutsBeforeObject(words, i)) return false;
  // "…in the united | states", "…so a sold | piece comes off": an article wants its noun.
  if (
    ARTICLE_BEFORE.has(plain(words[i - 2]?.text ?? "")) &&
    !partsOfSpeechOf(previous).has("noun") &&
    partsOfSpeechOf(previous).size > 0
  )
    return false;
  if (ORDINALS.has(previous) && NEVER_ENDS.has(plain(words[i - 2]?.text ?? ""))) return false;
  // "…and on sundays till | noon": "till" as "until" wants its time; "the till" is a shop's counter.
  if (UNTIL.has(previous) && !DETERMINERS.has(plain(words[i - 2]?.text ?? ""))) return false;
  // "…and you decide | who can see which forms": a question word after a verb of knowing or choosing is its object.
  if (ASKING_VERBS.has(previous) && WH_WORDS.has(next)) return false;
  // "…staff sign | in with two factor authentication": "in" after a verb it makes a phrasal verb of is its particle.
  if (next === "in" && IN_VERBS.has(previous)) return false;
  // "…and the app signs | out idle users": a particle after a verb is the verb's.
  if (VERB_PARTICLES.has(next) && partsOfSpeechOf(previous).has("verb")) return false;
  if (opensRelativeClause(words, i)) return false;
  // Nor before the unit of a number just said ("…in two business | days").
  if (UNITS.has(next) && [previous, plain(words[i - 2]?.text ?? "")].some((word) => NUMBER.test(word))) return false;
  const word = words[i]!;
  // "…you post a job once and hirebird publishes it", "…who can get there first when a tech is on the way": an
  // opener followed by a conjunction ends the clause before.
  // "…see where they are right | now pricing is…": "now" after "right", "just", "for"… ends the clause it is said in, and
  // the sentence ends after it.
  const opener =
    OPENERS.has(next) &&
    !CONJUNCTIONS.has(plain(words[i + 1]?.text ?? "")) &&
    !(next === "now" && NOW_BEFORE.has(previous)) &&
    !saysWhereOrHowOften(next, plain(words[i + 1]?.text ?? ""));
  const saidNow = previous === "now" && NOW_BEFORE.has(plain(words[i - 2]?.text ?? "")) && !CARRIES_ON.has(next);
  const opens =
    opener ||
    FILLERS.has(next) ||
    opensToStart ||
    saidNow ||
    opensListItem(words, i) ||
    opensWithTime(words, i) ||
    opensWhen(words, i) ||
    opensOnPlaceOfBeing(words, i) ||
    opensQuestion(words, i) ||
    opensAnswer(words, i) ||
    opensSpokenQuestion(words, i) ||
    opensCallToAction(words, i);
  const soFollows = saysResult(words, i);
  if (!word.opensLine)
    return (
      (opens && !soFollows) ||
      (i - begin >= MIN_CLAUSE_WORDS && (opensWithPronounSubject(words, i) || opensWithNamedSubject(words, i))) ||
      opensWithNounSubject(words, i)
    );
  const usualLine = usualLineWords(words);
  let evidence = 1;
  if (opens) evidence += 2;
  if (opensWithSubject(words, i) || opensWithNounSubject(words, i)) evidence += 1;
  if (word.previousLineWords < SHORT_LINE_SHARE * usualLine) evidence += 1;
  if (word.pauseBefore >= PAUSE_SECONDS) evidence += 1;
  if (i - begin >= LONG_SENTENCE_WORDS && !CARRIES_ON.has(next)) evidence += 1;
  return evidence >= 2;
}

// "…installed software | number two mdm sync…", "…your school year | step two bring in your families": a numbered
// item of a tour's list opens a sentence.
const LIST_ITEMS = new Set("step number chapter part thing tip module question".split(" "));

// "…extend a meeting | every week you get a report", "…in one click | each monday it suggests…": a time said before a
// subject and its verb opens the sentence with it.
const TIMES = new Set("today tonight tomorrow yesterday".split(" "));
const EVERY = new Set("every each".split(" "));

function opensWithTime(words: TimedWord[], i: number): boolean {
  const [first = "", second = "", third = "", fourth = ""] = words.slice(i, i + 4).map((word) => plain(word.text));
  const subjectAt = TIMES.has(first) ? 1 : EVERY.has(first) && isNounPhraseWord(second) ? 2 : 0;
  if (subjectAt === 0) return false;
  const [subject, verb] = subjectAt === 1 ? [second, third] : [third, fourth];
  return (PRONOUN_SUBJECTS.has(subject) || THIRD_PERSON.has(subject)) && verb !== "" && !NEVER_STARTS.has(verb);
}

// "…for the week on one board | when a caregiver calls in sick carebridge suggests…": "when" and its subject open a
// sentence, but not after a verb it is the object of ("tells you | when…" reads "you" first; "know / see when…") or a
// verb in -s or a participle ("…uploads when the tech is back", "reminded when…").
const WHEN_SUBJECTS = new Set("a an the your someone you we they it nobody".split(" "));
// "…show a question only | when an earlier answer calls for it": the adverb before "when" binds the clause to the one
// before.
const FOCUS_ADVERBS = new Set("only even just except".split(" "));
const ASKS_WHEN = new Set(
  "know see sees tell tells show shows decide choose pick remind reminds notify notified".split(" "),
);

function opensWhen(words: TimedWord[], i: number): boolean {
  return (
    plain(words[i]!.text) === "when" &&
    WHEN_SUBJECTS.has(plain(words[i + 1]?.text ?? "")) &&
    !ASKS_WHEN.has(plain(words[i - 1]!.text)) &&
    !FOCUS_ADVERBS.has(plain(words[i - 1]!.text)) &&
    !/(?:ed|ing)$/.test(plain(words[i - 1]!.text)) &&
    !isVerbInS(plain(words[i - 1]!.text))
  );
}

// "…orders next to the ticket | for other tools there is a rest api", "…without copying addresses | for grants there's a
// calendar": a short phrase of place or purpose before "there is" opens that sentence.
const FRONTING = new Set("for on in at after during".split(" "));
const THERE_IS = new Set("there's there're".split(" "));
const ARTICLES = new Set("a an".split(" "));

function opensOnPlaceOfBeing(words: TimedWord[], i: number): boolean {
  const next = words.slice(i, i + 6).map((word) => plain(word.text));
  if (!FRONTING.has(next[0]!)) return false;
  for (let k = 1; k <= NOUN_PHRASE_WORDS && k < next.length - 1; k++) {
    if (THERE_IS.has(next[k]!) || (next[k] === "there" && FINITE_VERBS.has(next[k + 1]!))) return k > 1;
    // "…let me talk about pricing for a second | there's…", "with unlimited users there's no charge…": a phrase
    // with "a" or after "with" mostly ends the sentence before.
    if (!((DETERMINERS.has(next[k]!) && !ARTICLES.has(next[k]!)) || isNounPhraseWord(next[k]!))) return false;
  }
  return false;
}

// "…the time and gps location | what does it connect to", "…on one page | how do i invite my team", "…each cleaner
// picks their own | how long does it take", "…a one off job on your board | what about security": a question word
// before its auxiliary and subject asks a question of its own (a question inside a sentence keeps its order: "see
// how it works"; "which is" and "who did" mostly say which one), as a host reads out a viewer's question.
const QUESTION_WORDS = new Set("what how where why".split(" "));
const QUESTION_AUXILIARIES = new Set("do does did can could should will would is are".split(" "));
const DEGREES = new Set("long much many often fast soon quickly far big".split(" "));

function opensQuestion(words: TimedWord[], i: number): boolean {
  const [first = "", second = "", third = "", fourth = ""] = words.slice(i, i + 4).map((word) => plain(word.text));
  const subject = (word: string) => PRONOUN_SUBJECTS.has(word) || THIRD_PERSON.has(word) || DETERMINERS.has(word);
  if (!QUESTION_WORDS.has(first)) return false;
  return (
    (QUESTION_AUXILIARIES.has(second) && subject(third)) ||
    (first === "how" && DEGREES.has(second) && QUESTION_AUXILIARIES.has(third) && subject(fourth)) ||
    (first === "what" && second === "about" && third !== "")
  );
}

// "…have no signal in the basement | yes the app works offline": the answer to a question read out opens a sentence
// (not a "yes" replied or tapped: "…they reply yes to confirm").
const REPLIED = new Set(
  "say says said reply replies replied answer answers tap taps type types click clicks".split(" "),
);

function opensAnswer(words: TimedWord[], i: number): boolean {
  const [first = "", second = ""] = words.slice(i, i + 2).map((word) => plain(word.text));
  return first === "yes" && !REPLIED.has(plain(words[i - 1]?.text ?? "")) && second !== "to" && second !== "or";
}

// A live Q&A, a call or a podcast says its questions aloud: "…from a spreadsheet | do you have a contract | no it's month
// to month", "…cancel anytime | is there a trial", "…on your board | what about security", "…picks their own | how long
// does it take". A question opens a sentence, its answer ("yes", "no") the next, and the question ends with a question
// mark, so it announces the answer as an interviewer's "Languages?" does (content-sentences.ts).
const YES_NO_AUXILIARIES = new Set("do does can will is are".split(" "));
const ASKED_SUBJECTS = new Set("you it there we i they".split(" "));
const ANSWERS = new Set("yes yeah yep nope no".split(" "));
const WH_WORDS = new Set("what which how where why who when".split(" "));
// "what about security | all data is encrypted": a question may be shorter than a sentence.
const MIN_QUESTION_WORDS = 3;
// Words said before a question without asking anything ("next question…", "last one…", "andrea asks…").
const QUESTION_LEAD_WORDS = 4;
const MAX_SPOKEN_QUESTION_WORDS = 16;

function opensSpokenQuestion(words: TimedWord[], i: number): boolean {
  const previous = plain(words[i - 1]?.text ?? "");
  if (NEVER_ENDS.has(previous) || ASKING_VERBS.has(previous)) return false;
  // "…which payroll systems do you connect to" asks one question.
  const before = words.slice(Math.max(0, i - 3), i).map((word) => plain(word.text));
  if (before.some((word) => WH_WORDS.has(word))) return false;
  const [first = "", second = "", third = ""] = words.slice(i, i + 3).map((word) => plain(word.text));
  if (!YES_NO_AUXILIARIES.has(first) || !ASKED_SUBJECTS.has(second)) return false;
  // "is there…", "is it…"; "do you have…", "does it work…", but not "…clients do it themselves".
  return first === "is" || first === "are" || (third !== "" && isVerb(third));
}

/** Whether the words from `begin` to `end` ask a question aloud, after at most a few words saying one comes. */
function asksAloud(words: TimedWord[], begin: number, end: number): boolean {
  // "…can you see that yeah": a question answered in its own sentence announces nothing.
  if (end - begin > MAX_SPOKEN_QUESTION_WORDS || ANSWERS.has(plain(words[end - 1]!.text))) return false;
  for (let k = begin; k < Math.min(end, begin + QUESTION_LEAD_WORDS); k++) {
    const opensHere = k === begin || !NEVER_ENDS.has(plain(words[k - 1]!.text));
    if (opensHere && (opensQuestion(words, k) || opensSpokenQuestion(words, k))) {
      const answer = plain(words[end]?.text ?? "");
      return ANSWERS.has(answer) || end - k <= MAX_SPOKEN_QUESTION_WORDS / 2;
    }
  }
  return false;
}

/**
 * Whether word `i` answers the question the sentence from `begin` asks ("…no signal in the basement | yes the app…",
 * "is there a trial | you get thirty days free").
 */
function answersQuestion(words: TimedWord[], begin: number, i: number): boolean {
  const answer = plain(words[i]!.text);
  if (i - begin < MIN_QUESTION_WORDS || NEVER_ENDS.has(plain(words[i - 1]!.text))) return false;
  // "…have no signal": "no" before a noun is no answer.
  const after = plain(words[i + 1]?.text ?? "");
  const answers = ANSWERS.has(answer)
    ? !(answer === "no" && after !== "" && isNounPhraseWord(after) && !CONTRACTED_SUBJECT.test(after))
    : opensWithPronounSubject(words, i) || opensWithNounSubject(words, i);
  if (!answers) return false;
  for (let k = begin; k < Math.min(i, begin + QUESTION_LEAD_WORDS); k++)
    if (opensQuestion(words, k) || opensSpokenQuestion(words, k)) return true;
  return false;
}

// "…use it free | book a demo", "…forty percent off | start a thirty day trial", "…for you | try it free": a tour's
// closing call to do something opens a sentence.
const CALLS_TO_ACTION = new Set("book try start grab".split(" "));
const ACTION_OBJECTS = new Set("a an it".split(" "));

function opensCallToAction(words: TimedWord[], i: number): boolean {
  const previous = plain(words[i - 1]?.text ?? "");
  return (
    CALLS_TO_ACTION.has(plain(words[i]!.text)) &&
    ACTION_OBJECTS.has(plain(words[i + 1]?.text ?? "")) &&
    !MODALS.has(previous) &&
    !PRONOUN_SUBJECTS.has(previous) &&
    // "…loopdesk lets your team | book a desk": the doer a verb lets or helps.
    !words.slice(Math.max(0, i - 3), i).some((word) => CAUSATIVES.has(plain(word.text)))
  );
}

function opensListItem(words: TimedWord[], i: number): boolean {
  return LIST_ITEMS.has(plain(words[i]!.text)) && NUMBER.test(plain(words[i + 1]?.text ?? ""));
}

/**
 * Inside a line, "…fills in the tax rate | you can bill…", "…can't make a shift | they can offer…": a subject pronoun
 * and its verb, not an object ("walk you through", "tell you how").
 */
function opensWithPronounSubject(words: TimedWord[], i: number): boolean {
  const said = words.slice(i, i + 4).map((word) => plain(word.text));
  // A speaker saying the subject twice ("…a purchase order for you | we we pull the catalog…") says it once.
  if (said[1] === said[0]) said.shift();
  const [first = "", second = "", third = ""] = said;
  // "…every custom event you send us" is a noun and its clause; "…nobody retypes anything | we connect to dentrix" is
  // a subject, its verb and the verb's preposition.
  if (!PRONOUN_SUBJECTS.has(first) || second === "" || (NEVER_STARTS.has(third) && third !== "to")) return false;
  const before = plain(words[i - 1]?.text ?? "");
  // "…a success manager helps | you build…": after a verb that takes a doer and its verb, the pronoun is its object.
  if (CAUSATIVES.has(before)) return false;
  // "…and reminds | you thirty days before": "you" after a verb in -s wanting its object is that object.
  if (first === "you" && isVerbInS(before) && takesObject(before)) return false;
  return AUXILIARIES.has(second) || !(NEVER_ENDS.has(second) || NEVER_STARTS.has(second) || PARTICLES.has(second));
}

/**
 * Inside a line, "…to offer | hirebird reads each resume", "…a technician's row | crewcast looks at traffic": a name
 * the dictionary does not know (the product's, mostly) and a verb saying what it does.
 */
function opensWithNamedSubject(words: TimedWord[], i: number): boolean {
  const [first = "", second = ""] = words.slice(i, i + 2).map((word) => plain(word.text));
  return (
    first.length > 2 &&
    !isStopword(first) &&
    !NEVER_ENDS.has(first) &&
    partsOfSpeechOf(first).size === 0 &&
    /[^s]s$/.test(second) &&
    partsOfSpeechOf(second.slice(0, -1)).has("verb")
  );
}

// A noun phrase a subject opens with, and the verbs that say it is one ("…in the first year | the electronic logbook is
// built in", "…or servicenow | every new hire gets a buddy", "…after each shift | it works offline").
const DETERMINERS = new Set("the a an every each most all our your their its these those some no any many".split(" "));
const THIRD_PERSON = new Set("it he she".split(" "));
const FINITE_VERBS = new Set("is are was were has can can't will won't don't doesn't isn't aren't".split(" "));
const FREQUENCY_ADVERBS = new Set("always never often also just only still already usually".split(" "));
const NOUN_PHRASE_WORDS = 3;
const TIME_NOUNS = new Set("minute hour day night morning evening week weekend month quarter year".split(" "));

// "…stored in the region | you pick when you sign up", "…and only people | you invite can see…", "…whichever tool |
// you use we don't replace": after a noun phrase, a subject and a verb left without its object (a preposition, a
// verb or a new subject follows it) are a relative clause without "that", part of the noun's sentence.
const NOUN_PHRASE_OPENERS = new Set([...DETERMINERS, "whichever", "only", "everything", "nothing", "anything"]);
const HAVE = new Set("have has had".split(" "));
const RELATIVE_ADVERBS = new Set("already also just can can't will could would".split(" "));
const AFTER_GAP = new Set("at from under when like here there is are can will gets we i there's it's".split(" "));

function opensRelativeClause(words: TimedWord[], i: number): boolean {
  const before = words.slice(Math.max(0, i - 3), i).map((word) => plain(word.text));
  const noun = before.at(-1) ?? "";
  if (!(NOUN_PHRASE_OPENERS.has(noun) || isNounPhraseWord(noun))) return false;
  if (!before.some((word) => NOUN_PHRASE_OPENERS.has(word))) return false;
  const next = words.slice(i, i + 5).map((word) => plain(word.text));
  if (!PRONOUN_SUBJECTS.has(next[0]!)) return false;
  let v = 1;
  while (v < next.length - 1 && RELATIVE_ADVERBS.has(next[v]!)) v++;
  // "…on the computers | you already have there's an ipad app": "have" is the clause's verb, its object the noun.
  const verb = next[v]!;
  return v < next.length - 1 && (!NEVER_ENDS.has(verb) || HAVE.has(verb)) && AFTER_GAP.has(next[v + 1]!);
}

/**
 * Inside a line, a determiner and up to three nouns or adjectives (or "it", "he", "she"), then its verb: "is", "can",
 * a verb in -s after a singular noun ("the app works"), an adverb and a verb ("most customers usually cut…"), or after
 * a plural a verb a tour opens with ("most teams take…"). Without a determiner a noun may end the phrase before
 * ("…and the driver | scorecard ranks…"), so only a determiner opens one.
 */
function opensWithNounSubject(words: TimedWord[], i: number): boolean {
  // "…and it uh | it goes to csv" says its sentence again after a filler.
  let saidAt = i - 1;
  while (saidAt >= 0 && FILLERS.has(plain(words[saidAt]!.text))) saidAt--;
  const said = words[saidAt];
  // "…the practices for you | each practice gets one statement": an object after its preposition ends a phrase.
  if (said && NEVER_ENDS.has(plain(said.text)) && !endsOnObject(words, saidAt + 1)) return false;
  const next = words.slice(i, i + NOUN_PHRASE_WORDS + 3).map((word) => plain(word.text));
  if (THIRD_PERSON.has(next[0]!)) return FINITE_VERBS.has(next[1]!) || isVerbInS(next[1]!);
  // "…the phone | numbers are masked", "…keg deposits and bottle | deposits are…": a noun after a determiner or
  // "and" may be the first of a compound, so no plural subject follows it.
  // Nor after "help / let / make", whose object does the verb ("…we help | warehouses pack orders").
  const before = plain(words[i - 2]?.text ?? "");
  if (!DETERMINERS.has(next[0]!)) {
    // A plural is no modifier of the noun after it ("…a rest api and webhooks | agents can work…").
    const modifier = !/[^su']s$/.test(plain(said?.text ?? ""));
    const compound =
      (modifier && (DETERMINERS.has(before) || CONJUNCTIONS.has(before))) || CAUSATIVES.has(plain(said?.text ?? ""));
    return !compound && opensWithPluralSubject(next);
  }
  // "…the first five hundred messages | every month are free": "every month", "each night" say when, not who.
  if (TIME_NOUNS.has(next[1]!)) return false;
  for (let k = 1; k <= NOUN_PHRASE_WORDS && k < next.length - 1 && isNounPhraseWord(next[k]!); k++) {
    const verb = next[k + 1]!;
    const singular = !/s$/.test(next[k]!) || /(?:ss|us|is)$/.test(next[k]!);
    if (FINITE_VERBS.has(verb) || (singular && isVerbInS(verb)) || (!singular && OPENING_VERBS.has(verb))) return true;
    if (FREQUENCY_ADVERBS.has(verb) && partsOfSpeechOf(next[k + 2] ?? "").has("verb")) return true;
  }
  return false;
}

const PLURAL_FORM_MODIFIERS = new Set("sales operations analytics logistics news ops".split(" "));
const PLURAL_VERBS = new Set("are can can't will won't don't get never always also only just now".split(" "));

/**
 * Inside a line, a plural noun without a determiner (and a word before it) and its verb: "…to quickbooks online |
 * gifts sync…", "…on one board | coaches pick their squad", "…payroll | admissions officers see…".
 */
function opensWithPluralSubject(next: string[]): boolean {
  for (let k = 0; k < 2 && k < next.length - 1 && isNounPhraseWord(next[k]!); k++) {
    // A plural modifies no noun after it ("…for private ambulance | services crews write…" is no subject "services
    // crews"), but for a few nouns plural in form ("sales reps see…").
    if (k === 1 && /[^su']s$/.test(next[0]!) && !PLURAL_FORM_MODIFIERS.has(next[0]!)) return false;
    const verb = next[k + 1]!;
    // "…speaks imap | pricing is simple", "…a month | support is tiered": one singular noun with "is", "can"….
    // A possessive is no plural ("…into an admissions | rep's calendar").
    if (!/[^su']s$/.test(next[k]!)) {
      if (k === 0 && FINITE_VERBS.has(verb)) return true;
      continue;
    }
    if (PLURAL_VERBS.has(verb)) return true;
    if (/s$/.test(verb) || isStopword(verb) || NEVER_ENDS.has(verb) || PARTICLES.has(verb)) continue;
    if (partsOfSpeechOf(verb).has("verb")) return true;
  }
  return false;
}

function isNounPhraseWord(word: string): boolean {
  if (word.length < 2 || isStopword(word) || NEVER_ENDS.has(word) || NUMBER.test(word)) return false;
  const parts = partsOfSpeechOf(word);
  return parts.size === 0 || parts.has("noun") || parts.has("adj");
}

/**
 * "you can…", "we mask…", "funnels show…", "retention charts tell…", "with session replay you can…": a subject, then
 * its verb.
 */
function opensWithSubject(words: TimedWord[], i: number): boolean {
  const next = words.slice(i, i + 6).map((word) => plain(word.text));
  if (SUBJECTS.has(next[0]!) && next[1] === next[0]) next.shift();
  next.length = Math.min(next.length, 5);
  const [first = "", second = "", third = ""] = next;
  // A subject is followed by its verb, or an auxiliary or adverb before it ("…which keeps | you gdpr compliant" is no
  // sentence of "you").
  // Nor is "it" before a particle or an adverb alone ("…send | it over", "…you see | it straight away"): the object
  // of the verb before.
  if (first === "it" && (PARTICLES.has(second) || !(isVerb(second) || isVerb(third)))) return false;
  // "…a warning a month | before one runs out": a clause of time or reason goes on the sentence before it.
  if (TRAILING.has(first)) return false;
  if (SUBJECTS.has(first)) return !NEVER_STARTS.has(second) && !JOINERS.has(second) && isVerbal(second);
  if (OPENING_VERBS.has(second) || (!NEVER_ENDS.has(second) && OPENING_VERBS.has(third))) return true;
  const subject = next.findIndex((word, j) => j > 0 && SUBJECTS.has(word) && MODALS.has(next[j + 1] ?? ""));
  // "stretches that you can do…" is a noun and its relative clause, not a new sentence.
  return (
    subject > 0 &&
    !next.slice(0, subject).some((word) => RELATIVES.has(word) || JOINERS.has(word) || TRAILING.has(word))
  );
}

/** Whether a word is a verb, an auxiliary or a modal ("send", "is", "can"). */
function isVerb(word: string): boolean {
  return AUXILIARIES.has(word) || MODALS.has(word) || partsOfSpeechOf(word.replace(/'.*$/, "")).has("verb");
}

/** …or an adverb, said before its verb ("you just drag…"). */
function isVerbal(word: string): boolean {
  return isVerb(word) || partsOfSpeechOf(word.replace(/'.*$/, "")).has("adv");
}

const usualLineCache = new WeakMap<TimedWord[], number>();

/** The median number of words of a line. */
function usualLineWords(words: TimedWord[]): number {
  let usual = usualLineCache.get(words);
  if (usual === undefined) {
    const counts = words.filter((word) => word.opensLine).map((word) => word.previousLineWords);
    counts.sort((a, b) => a - b);
    usual = counts[Math.floor(counts.length / 2)] ?? Infinity;
    usualLineCache.set(words, usual);
  }
  return usual;
}

function plain(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");
}
