import type { VemoIndex } from "../indexing/create-index.ts";
import type { LlmClient } from "../llm/llm-client.ts";
import { isStopword, splitWords } from "../text/tokens.ts";

export interface SuggestOptions {
  llm?: LlmClient;
  count?: number;
  signal?: AbortSignal;
}

const DEFAULT_COUNT = 4;
const CONTENT_SAMPLE_CHARACTERS = 4_000;

/** Questions a viewer might ask, written by the chat model when there is one, else drawn from headings and key phrases. */
export async function suggestQuestions(index: VemoIndex, options: SuggestOptions = {}): Promise<string[]> {
  const count = options.count ?? DEFAULT_COUNT;
  if (options.llm) {
    try {
      const questions = await askForQuestions(index, options.llm, count, options.signal);
      if (questions.length > 0) return questions;
    } catch {
      // Falls back to questions drawn from the content itself.
    }
  }
  return questionsFromContent(index, count);
}

async function askForQuestions(index: VemoIndex, llm: LlmClient, count: number, signal?: AbortSignal): Promise<string[]> {
  const sample = index.passages.map((passage) => passage.text).join("\n").slice(0, CONTENT_SAMPLE_CHARACTERS);
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
  return parsed.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim()).slice(0, count);
}

/** Questions from the Vemo's section headings first, then from its most repeated two-word phrases. */
export function questionsFromContent(index: VemoIndex, count: number): string[] {
  const headings = [...new Set(index.passages.map((passage) => passage.heading?.trim()).filter((heading): heading is string => !!heading))];
  const headingWords = new Set(headings.map((heading) => heading.toLowerCase()));
  const phrases = keyPhrases(index).filter((phrase) => !headingWords.has(phrase));
  const questions = [...headings.map(questionFromHeading), ...phrases.map((phrase) => `What about ${phrase}?`)];
  return [...new Set(questions)].slice(0, count);
}

function questionFromHeading(heading: string): string {
  const text = heading.replace(/[.:?!]+$/, "");
  if (/^how to /i.test(text)) return `How do I ${text.slice(7)}?`;
  if (/^(how|what|why|when|where|who|can|does|is)\b/i.test(text)) return `${text}?`;
  return `What about ${text.charAt(0).toLowerCase()}${text.slice(1)}?`;
}

/** Adjacent content-word pairs, the most repeated first, then in order of first appearance. */
function keyPhrases(index: VemoIndex): string[] {
  const counts = new Map<string, number>();
  const clauses = index.passages.flatMap((passage) => passage.text.split(/[.,;:!?()]/));
  for (const words of clauses.map(splitWords)) {
    for (let i = 1; i < words.length; i++) {
      const [first, second] = [words[i - 1]!, words[i]!];
      if (isStopword(first) || isStopword(second) || /\d/.test(first + second) || first === second) continue;
      const phrase = `${first} ${second}`;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([phrase]) => phrase);
}
