import { dictionaryForms, partsOfSpeechOf } from "./synonyms.ts";

// A verb and its particle name the thing it makes ("backed up" → "backup", "checks out" → "checkout", "check-in"): a
// buyer asks "How often are backups taken?" of a tour that says "backed up every hour". The compound is added after
// the phrase when WordNet knows it as a noun, written joined or with a hyphen.
const PHRASAL = /\b([a-z]{2,})(?: |-)(up|in|out|off|over|down|on)\b/g;

const compounds = new Map<string, string | undefined>();

/** The noun a verb and its particle make ("backed", "up" → "backup"), if WordNet knows one. */
function compoundOf(verb: string, particle: string): string | undefined {
  const key = `${verb} ${particle}`;
  if (compounds.has(key)) return compounds.get(key);
  // "logged" and "setting" double their last consonant.
  const bases = dictionaryForms(verb).flatMap((form) =>
    /([b-df-hj-np-tv-z])\1$/.test(form) ? [form, form.slice(0, -1)] : [form],
  );
  const base =
    bases.find((form) => partsOfSpeechOf(form + particle).has("noun")) ??
    bases.find((form) => partsOfSpeechOf(`${form}-${particle}`).has("noun"));
  const compound = base === undefined ? undefined : base + particle;
  compounds.set(key, compound);
  return compound;
}

/** A lower-cased text with each verb and particle that make a noun followed by it ("backed up" → "backed up backup"). */
export function joinPhrasalCompounds(text: string, isStopword: (word: string) => boolean): string {
  return text.replace(PHRASAL, (phrase, verb: string, particle: string, at: number) => {
    const compound = isStopword(verb) ? undefined : compoundOf(verb, particle);
    // "set up" already has its word ("set up setup").
    const joined = compound !== undefined && text.startsWith(` ${compound}`, at + phrase.length);
    return compound && !joined ? `${phrase} ${compound}` : phrase;
  });
}
