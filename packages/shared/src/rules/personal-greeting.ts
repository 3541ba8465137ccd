// A Vemo's welcome message and title may name the person watching: `{first_name}`, `{name}` and
// `{company}`. A unique link fills them from its prospect; where nobody is known (the public link)
// each token goes with the words that only made sense with it, so the text still reads naturally.

export const GREETING_TOKENS = ["{first_name}", "{name}", "{company}"] as const;

/** Who is watching, as far as the link knows. */
export type GreetingPerson = { name: string | null; company: string | null };

const TOKEN = /\{(first_name|name|company)\}/g;
/** Words that only joined a missing name or company to the sentence: "for {company}", "{company}'s". */
const LINKED_TO_TOKEN =
  /(?:[ \t]+(?:for|at|from|with|to|of)\b)?[ \t]*,?[ \t]*\{(?:first_name|name|company)\}(?:['’]s\b)?/gi;

function valueOf(token: string, person: GreetingPerson | null): string {
  const name = person?.name?.trim() ?? "";
  if (token === "first_name") return name.split(/\s+/)[0] ?? "";
  if (token === "name") return name;
  return person?.company?.trim() ?? "";
}

/** The text with its tokens filled in for `person`; tokens nobody can fill are left out cleanly. */
export function personalize(text: string, person: GreetingPerson | null): string {
  const filled = text.replace(TOKEN, (whole, token: string) => valueOf(token, person) || whole);
  if (!TOKEN.test(filled)) return filled;
  TOKEN.lastIndex = 0;
  const startsWithToken = /^\s*\{(?:first_name|name|company)\}/.test(filled);
  let result = filled
    .replace(LINKED_TO_TOKEN, "")
    .replace(/[ \t]+([,.!?;:])/g, "$1") // "Hi !" → "Hi!"
    .replace(/,([.!?])/g, "$1") // "Hi,!" → "Hi!"
    .replace(/^[\s,;:]+/, "")
    .replace(/[ \t]{2,}/g, " ");
  if (startsWithToken) result = result.charAt(0).toUpperCase() + result.slice(1);
  return result;
}

/** What the public link and a prospect's link show of `text`, for the editor's preview. */
export function greetingPreviews(text: string, prospect: GreetingPerson): { publicLink: string; prospectLink: string } {
  return { publicLink: personalize(text, null), prospectLink: personalize(text, prospect) };
}
