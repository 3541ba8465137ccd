import { getEngineProfile, type EngineProfile } from "../profiles.ts";
import { namesHeardApart } from "../text/names-heard-apart.ts";
import { isStopword, passageTerms, splitWords, stemWord } from "../text/tokens.ts";
import type { Source, SourceKind, TranscriptCue } from "../types.ts";
import { isAutomaticCaptions, rebuildSentences } from "./caption-sentences.ts";
import { findOverviewLines } from "./overview-lines.ts";
import { toPassages, type Passage } from "./passages.ts";
import { createTermIndex, phraseTerm, type SearchableTermIndex } from "./term-index.ts";
import { toTranscriptLines } from "./transcript-lines.ts";

/**
 * Everything the engine needs to answer questions about one Vemo. Building it takes about a second for 24,000
 * transcript lines, so servers build it once when content changes and store it (indexing/index-store.ts).
 */
export interface VemoIndex {
  profile: EngineProfile;
  sources: { kind: SourceKind; url: string }[];
  passages: Passage[];
  /** Passage ids of each source, in playing or reading order. */
  passagesBySource: number[][];
  /** Distinct word stems of each passage. */
  passageStems: Set<string>[];
  /** Number of passages each stem occurs in. */
  stemFrequency: Map<string, number>;
  /** Every content word of the Vemo with its stem. */
  vocabulary: Map<string, string>;
  /** Stems of the words the Vemo writes as names (capitalised inside sentences): "Acme", "Photoshop". */
  names: Set<string>;
  /** The words the Vemo writes in capitals, lower-cased ("crm" of "CRM" or "CRMs", "uk" of "the UK"). */
  inCapitals: Set<string>;
  /**
   * Per source, the sentences rebuilt from a video's automatic captions (none for other sources): the lines stay the
   * passages searched, and an answer's text and moment are read off these sentences.
   */
  captionSentences: TranscriptCue[][];
  /** Ids of the transcript lines that introduce or sum up a video ("In this video…"): weak evidence of where an answer is. */
  overviewLines: Set<number>;
  /** Each passage's index terms (its stems and each adjacent pair of them), searched with BM25. */
  terms: SearchableTermIndex;
  /** The share of the words spoken in the videos that are a buyer's words: stored with the index, else worked out on first use. */
  buyerWordShare?: number;
  /** Passage embeddings, when an embeddings endpoint has been asked for them. */
  embeddings?: number[][];
}

/** Index terms of a passage from its stems: the stems and each adjacent pair of them. */
function indexTerms(stems: string[]): string[] {
  const pairs = stems.slice(1).map((stem, i) => phraseTerm(stems[i]!, stem));
  return [...stems, ...pairs];
}

export function createIndex(sources: Source[], profile: EngineProfile = getEngineProfile()): VemoIndex {
  const passages = toPassages(sources);
  const captionSentences = sources.map((source) => {
    if (source.kind !== "video") return [];
    const lines = toTranscriptLines(source.cues);
    return isAutomaticCaptions(lines) ? rebuildSentences(lines) : [];
  });
  const heard = namesHeardInLines(passages, (source) => captionSentences[source]!.length > 0);
  const stemLists = passages.map((passage, i) => [...passageTerms(passage.text), ...heard[i]!]);
  const passageStems = stemLists.map((stems) => new Set(stems));
  const passagesBySource = sources.map((_, index) => passages.filter((p) => p.source === index).map((p) => p.id));
  const stemFrequency = countStems(passageStems);
  return {
    profile,
    sources: sources.map(({ kind, url }) => ({ kind, url })),
    passages,
    passagesBySource,
    passageStems,
    stemFrequency,
    vocabulary: collectVocabulary(passages),
    names: collectNames(passages),
    inCapitals: collectInCapitals(passages),
    captionSentences,
    overviewLines: findOverviewLines({ passages, passagesBySource, passageStems, stemFrequency }),
    terms: createTermIndex(stemLists.map(indexTerms)),
  };
}

/**
 * The stems of the names automatic captions heard as two words ("…to sales force or to hub | spot"), for each line:
 * those said in it, and the one its first word completes.
 */
function namesHeardInLines(passages: Passage[], isAutomatic: (source: number) => boolean): string[][] {
  let previous: Passage | undefined;
  return passages.map((passage) => {
    if (passage.kind !== "video" || !isAutomatic(passage.source)) return [];
    const words = splitWords(passage.text);
    const last = previous?.source === passage.source ? splitWords(previous.text).at(-1) : undefined;
    previous = passage;
    return namesHeardApart(last === undefined ? words : [last, ...words]);
  });
}

export function countStems(passageStems: Set<string>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stems of passageStems) for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

function collectVocabulary(passages: Passage[]): Map<string, string> {
  const vocabulary = new Map<string, string>();
  for (const passage of passages) {
    for (const word of splitWords(passage.text)) if (!isStopword(word)) vocabulary.set(word, stemWord(word));
  }
  return vocabulary;
}

// A word inside a sentence, capitalised or not; a name's later word ("QuickBooks Online", "Apple Pay") is no name of its
// own ("Can parents book a party online?" names nothing), and is not read. (In a text in capitals, each word is.)
const WORD_INSIDE =
  /(?<![.!?:]\s|^)\b(?:(?<!\b\p{Lu}\p{L}*\p{Ll}\p{L}*\s)(\p{Lu}[\p{L}\p{N}]*)|(\p{Ll}[\p{L}\p{N}]*))/gu;

// A word in capitals, a plural's "s" left out ("CRMs").
const IN_CAPITALS = /(?<![\p{L}\p{N}_])([\p{Lu}\p{N}_]+)s?(?![\p{L}\p{N}_])/gu;

/** The words written in capitals, lower-cased; derived again when an index is loaded. */
export function collectInCapitals(passages: Passage[]): Set<string> {
  return new Set(
    passages.flatMap((passage) => [...passage.text.matchAll(IN_CAPITALS)].map(([, word]) => word!.toLowerCase())),
  );
}

/** Stems of words written capitalised inside a sentence at least twice as often as not. */
function collectNames(passages: Passage[]): Set<string> {
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const passage of passages) {
    for (const [, name, word] of passage.text.matchAll(WORD_INSIDE)) {
      const counts = name ? capitalised : lower;
      const stem = stemWord((name ?? word)!.toLowerCase());
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
    }
  }
  return new Set([...capitalised].filter(([stem, count]) => count >= 2 * (lower.get(stem) ?? 0)).map(([stem]) => stem));
}
