import { synonymsOf } from "./synonyms.ts";
import { generalRarity } from "./word-rarity.ts";

/**
 * Reads WordNet's files and counts its gloss words now (about 0.4 s of CPU) rather than on the first question a
 * process answers: a server calls it as it starts, so its first answer is as quick as any other.
 */
export function loadWordLists(): void {
  synonymsOf("show");
  generalRarity("show");
}
