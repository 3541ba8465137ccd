import type { VemoIndex } from "../indexing/create-index.ts";
import { splitSentences } from "../indexing/passages.ts";
import type { LlmClient } from "../llm/llm-client.ts";
import { partsOfSpeechOf } from "../text/synonyms.ts";
import { isStopword } from "../text/tokens.ts";
import { generalRarity } from "../text/word-rarity.ts";
import { isAnswerable } from "./answer-question.ts";
import { questionFromHeading, questionFromSentence } from "./content-questions.ts";

export interface SuggestOptions {
  llm?: LlmClient;
  count?: number;
  signal?: AbortSignal;
}

const DEFAULT_COUNT = 4;
const CONTENT_SAMPLE_CHARACTERS = 4_000;
const MAX_QUESTION_CHARACTERS = 90;
// Words of a key phrase must say more than everyday words do ("going", "want"), and no phrase is about a number.
const MIN_PHRASE_RARITY = 0.5;
const NUMBER_WORDS = new Set(
  "zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million dollars dollar cents percent".split(
    " ",
  ),
);

/**
 * Questions a viewer might ask, each one the Vemo answers (asking it is never declined): written by the chat model
 * when there is one, else read off the content's headings and sentences ("To export a report, open…" → "How do I
 * export a report?").
 */
export async function suggestQuestions(index: VemoIndex, options: SuggestOptions = {}): Promise<string[]> {
  const count = options.count ?? DEFAULT_COUNT;
  let fromModel: string[] = [];
  if (options.llm) {
    try {
      fromModel = (await askForQuestions(index, options.llm, count, options.signal)).filter((question) =>
        isAnswerable(index, question),
      );
    } catch {
      // Falls back to questions drawn from the content itself.
    }
  }
  return distinct([...fromModel, ...questionsFromContent(index, count)]).slice(0, count);
}

async function askForQuestions(
  index: VemoIndex,
  llm: LlmClient,
  count: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const sample = index.passages
    .map((passage) => passage.text)
    .join("\n")
    .slice(0, CONTENT_SAMPLE_CHARACTERS);
  const reply = await llm.complete(
    [
      {
        role: "system",
        content: `Suggest ${count} short questions a prospect watching this product demo might ask, answerable from the content. Reply with a JSON array of strings only.`,
      },
      { role: "user", content: sample },
    ],
    { signal },
  );
  const parsed: unknown = JSON.parse(reply.slice(reply.indexOf("["), reply.lastIndexOf("]") + 1));
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is string => typeof item === "string" && item.trim() !== "")
    .map((item) => item.trim())
    .slice(0, count);
}

/**
 * Questions from the Vemo's headings and the sentences that say how to do something or what something is, taking
 * each source in turn so that every video and document is represented; then, when those are too few, questions
 * about its most repeated key phrases.
 */
function questionsFromContent(index: VemoIndex, count: number): string[] {
  const bySource = index.passagesBySource.map((ids) => {
    const headings = new Set<string>();
    const questions: string[] = [];
    for (const id of ids) {
      const passage = index.passages[id]!;
      if (passage.heading && !headings.has(passage.heading)) {
        headings.add(passage.heading);
        questions.push(questionFromHeading(passage.heading));
      }
      // Unpunctuated auto-captions have no sentences to read a question off.
      for (const sentence of splitSentences(passage.text).filter(isWrittenSentence)) {
        const question = questionFromSentence(sentence);
        if (question) questions.push(question);
      }
    }
    return questions;
  });
  const fromSentences = firstAnswerable(index, distinct(roundRobin(bySource)), count);
  if (fromSentences.length >= count) return fromSentences;
  const aboutPhrases = keyPhrases(index).map((phrase) => `What does this demo say about ${phrase}?`);
  return [...fromSentences, ...firstAnswerable(index, aboutPhrases, count - fromSentences.length)];
}

/** The first `count` questions the Vemo answers; each check is a retrieval, so a long transcript stops early. */
function firstAnswerable(index: VemoIndex, questions: string[], count: number): string[] {
  const answerable: string[] = [];
  for (const question of questions) {
    if (answerable.length >= count) break;
    if (question.length <= MAX_QUESTION_CHARACTERS && isAnswerable(index, question)) answerable.push(question);
  }
  return answerable;
}

function isWrittenSentence(sentence: string): boolean {
  return /^["'“(]?[A-Z]/.test(sentence) && /[.!?]["'”)]?$/.test(sentence);
}

function roundRobin(lists: string[][]): string[] {
  const merged: string[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++)
    for (const list of lists) if (i < list.length) merged.push(list[i]!);
  return merged;
}

function distinct(questions: string[]): string[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = question.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Adjacent pairs of specific words that read as a thing ("adjustment layer", not "easily add"): a noun or
 * adjective then a noun, repeated at least twice, the most repeated first.
 */
function keyPhrases(index: VemoIndex): string[] {
  const counts = new Map<string, { surface: string; seen: number }>();
  const clauses = index.passages.flatMap((passage) => passage.text.split(/[.,;:!?()]/));
  const isSpecific = (word: string) =>
    !isStopword(word) && !NUMBER_WORDS.has(word) && !/\d/.test(word) && generalRarity(word) >= MIN_PHRASE_RARITY;
  const isModifier = (word: string) => ["noun", "adj"].some((pos) => partsOfSpeechOf(word).has(pos as "noun"));
  const isNoun = (word: string) => partsOfSpeechOf(word).has("noun") && !word.endsWith("ing");
  for (const clause of clauses) {
    const written = clause.match(WORD) ?? [];
    const words = written.map((word) => word.toLowerCase());
    for (let i = 1; i < words.length; i++) {
      const [first, second] = [words[i - 1]!, words[i]!];
      if (first === second || !isSpecific(first) || !isSpecific(second) || !isModifier(first) || !isNoun(second))
        continue;
      const phrase = `${first} ${second}`;
      const found = counts.get(phrase) ?? {
        surface: `${asWritten(written[i - 1]!, i - 1)} ${asWritten(written[i]!, i)}`,
        seen: 0,
      };
      counts.set(phrase, { ...found, seen: found.seen + 1 });
    }
  }
  return [...counts.values()]
    .filter(({ seen }) => seen >= 2)
    .sort((a, b) => b.seen - a.seen)
    .map(({ surface }) => surface);
}

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;

/** A word as written when that says something (an acronym, a name inside a sentence), else in lower case. */
function asWritten(word: string, position: number): string {
  return /^\p{Lu}{2,5}$/u.test(word) || (position > 0 && /^\p{Lu}/u.test(word)) ? word : word.toLowerCase();
}
