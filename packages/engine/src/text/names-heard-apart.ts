import { kindMembers } from "./kinds.ts";
import { partsOfSpeechOf } from "./synonyms.ts";
import { isStopword, stemWord } from "./tokens.ts";

// Automatic captions hear a product's one-word name as the dictionary words it is made of: "sales force", "hub spot",
// "quick books". A well-known member of a kind (kinds.ts) that is no dictionary word itself is read in such captions
// from its two words when each is a dictionary word of three letters or more and no stop word ("just works" is no
// payroll, "out look" no calendar).
const MIN_PART_LETTERS = 3;

let heardApart: Map<string, string> | undefined;

/** The members a kind's name heard as two words: "sales force" → "salesforce". */
function membersByParts(): Map<string, string> {
  if (heardApart) return heardApart;
  heardApart = new Map();
  for (const member of kindMembers()) {
    if (!/^[a-z]+$/.test(member) || partsOfSpeechOf(member).size > 0) continue;
    for (let k = MIN_PART_LETTERS; k <= member.length - MIN_PART_LETTERS; k++) {
      const parts = [member.slice(0, k), member.slice(k)];
      if (parts.every((part) => !isStopword(part) && partsOfSpeechOf(part).size > 0))
        heardApart.set(parts.join(" "), member);
    }
  }
  return heardApart;
}

/** The stems of the members a text of automatic captions says as two words ("…to sales force or to hub spot"). */
export function namesHeardApart(words: readonly string[]): string[] {
  const byParts = membersByParts();
  const names: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const member = byParts.get(`${words[i - 1]} ${words[i]}`);
    if (member) names.push(stemWord(member));
  }
  return names;
}
