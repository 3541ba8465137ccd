import { synonymsOf } from "./synonyms.ts";
import { generalRarity } from "./word-rarity.ts";

/**
 * Reads WordNet's synonyms and gloss counts now (about 0.8 s) rather than on the first question a process
 * answers: a server calls it as it starts, so its first answer is as quick as any other.
 */
export function loadWordLists(): void {
  synonymsOf("show");
  generalRarity("show");
}
