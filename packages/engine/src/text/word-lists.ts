import { preloadWordNet } from "./synonyms.ts";
import { preloadGlossCounts } from "./word-rarity.ts";

/**
 * Reads WordNet's synonyms and gloss counts (about 1 s of CPU) a slice at a time, so that a server that calls it
 * once it listens answers other requests meanwhile and its first answer does not read them. A question that comes
 * first reads them at once.
 */
export async function loadWordLists(): Promise<void> {
  await preloadWordNet();
  await preloadGlossCounts();
}
