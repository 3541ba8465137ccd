import verbExceptions from "wink-lexicon/src/wn-verb-exceptions.js";
import { stemWord } from "./tokens.ts";

// WordNet's verb exception list holds the inflected forms no rule of suffixes reaches ("paid" of "pay", "sent" of
// "send"); a form the stemmer already brings to the verb's stem ("zapped" of "zap") adds nothing.
const byStem = new Map<string, string[]>();
for (const [form, verb] of Object.entries(verbExceptions)) {
  const stem = stemWord(verb);
  const formStem = stemWord(form);
  if (formStem === stem) continue;
  const forms = byStem.get(stem) ?? [];
  if (!forms.includes(formStem)) forms.push(formStem);
  byStem.set(stem, forms);
}

/** The stems of a verb's irregular forms, by the verb's stem ("pay" → "paid"); none for a regular verb. */
export function irregularFormStems(stem: string): readonly string[] {
  return byStem.get(stem) ?? [];
}
