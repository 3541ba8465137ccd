// A lexical bridge between a buyer's words and a tour's ("chase late payments" / "friendly reminder"): for a question's
// stem, the stems a tour says the same thing with, each with P(tour word | buyer word) learnt from questions and the
// sentences answering them (IBM Model 1, "bridging the lexical chasm" of FAQ retrieval; `cli/lexical-bridge.ts`).

/** Each question stem's translations, most probable first: [tour stem, probability]. */
export type LexicalBridge = ReadonlyMap<string, readonly (readonly [string, number])[]>;

/** Question stem → [tour stem, probability] pairs, most probable first. */
export type LexicalBridgeTable = Record<string, [string, number][]>;

/** The bridge's file form (`lexical-bridge.json`, written by `cli/lexical-bridge.ts`): the tours it was learnt on, and its table. */
export interface LexicalBridgeFile {
  tours: string[];
  bridge: LexicalBridgeTable;
}

/** The bridge of a table as JSON holds it (its pairs typed as arrays of strings and numbers). */
export function readLexicalBridge(
  table: Readonly<Record<string, readonly (readonly (string | number)[])[]>>,
): LexicalBridge {
  return new Map(
    Object.entries(table).map(([stem, translations]) => [
      stem,
      translations.map(([said, probability]) => [String(said), Number(probability)] as const),
    ]),
  );
}

/**
 * The translations of a question stem that a sentence holds (and the question does not already ask for), most
 * probable first: each counts, as in the translation model of retrieval, where a word is said by the sum of its
 * translations a text holds.
 */
export function bridgedStems(
  bridge: LexicalBridge,
  stem: string,
  held: ReadonlySet<string>,
  asked: (stem: string) => boolean = () => false,
): (readonly [string, number])[] {
  return (bridge.get(stem) ?? []).filter(([said]) => held.has(said) && !asked(said));
}
