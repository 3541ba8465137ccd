// Questions a person would ask, read off the content's own sentences and headings: "To create a Vemo, open…"
// answers "How do I create a Vemo?", "A Vemo is an interactive demo page…" answers "What is a Vemo?".

const SUBJECT = String.raw`((?:[Tt]he |[Aa]n? |[Yy]our )?[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,3}?)`;
const ACTION = String.raw`([a-z][^,.;:!?()]{3,60}?)`;

/** Sentence shapes and the question each answers; `$n` are the shape's parts. */
const SENTENCE_QUESTIONS: { shape: RegExp; question: (parts: string[]) => string }[] = [
  {
    shape: new RegExp(String.raw`^(?:To|If you want to|In order to) ${ACTION}(?:,| you )`),
    question: ([action]) => `How do I ${action}?`,
  },
  {
    shape: new RegExp(
      String.raw`(?:I'll|I will|I'm going to|we'll|we will|let me|you'll learn|learn) (?:show you |see )?how to ${ACTION}(?:[,.!?]|$)`,
      "i",
    ),
    question: ([action]) => `How do I ${action}?`,
  },
  {
    shape: new RegExp(String.raw`^${SUBJECT} (?:is|are) (?:an?|the) [a-z]`),
    question: ([subject]) => `What ${/s$/.test(subject!) ? "are" : "is"} ${subject}?`,
  },
  { shape: new RegExp(String.raw`^${SUBJECT} costs? `), question: ([subject]) => `How much does ${subject} cost?` },
  {
    shape: new RegExp(String.raw`^${SUBJECT} (?:lets|allows|helps) you `),
    question: ([subject]) => `What does ${subject} let me do?`,
  },
  {
    shape: new RegExp(String.raw`^${SUBJECT} (show|list|describe)s `),
    question: ([subject, verb]) => `What does ${subject} ${verb}?`,
  },
  {
    shape: new RegExp(String.raw`^(?:[A-Z][\w ]{0,30}, )?[Yy]ou can (?:also |now |easily )?${ACTION}(?:[,.!?]|$)`),
    question: ([action]) => `Can I ${action}?`,
  },
];

// The viewer asks in the first person what the presenter says to "you" or of "we".
const PRONOUNS: Record<string, string> = {
  your: "my",
  you: "I",
  yours: "mine",
  yourself: "myself",
  "you're": "I'm",
  "you've": "I've",
  we: "I",
  our: "my",
  us: "me",
};
const SENTENCE_WORDS = /^(?:it|this|that|these|those|there|here|they|he|she|we|i|so|and|but|now|then|next)$/i;

/** The question a sentence answers, when it has one of the shapes above. */
export function questionFromSentence(sentence: string): string | undefined {
  const text = sentence.trim();
  for (const { shape, question } of SENTENCE_QUESTIONS) {
    const match = shape.exec(text);
    if (!match) continue;
    const parts = match
      .slice(1)
      .map((part) => inFirstPerson(part.trim()).replace(/^(The|An?|My) /, (article) => article.toLowerCase()));
    if (parts.some((part) => part.length < 3) || SENTENCE_WORDS.test(parts[0]!.split(" ")[0]!)) continue;
    return question(parts);
  }
  return undefined;
}

/** The question a section heading stands for: "How to cancel" → "How do I cancel?", "Data retention" → "What should I know about data retention?". */
export function questionFromHeading(heading: string): string {
  const text = heading.replace(/[.:?!]+$/, "").trim();
  if (/^how to /i.test(text)) return `How do I ${inFirstPerson(text.slice(7))}?`;
  if (/^(how|what|why|when|where|who|which|can|does|do|is|are)\b/i.test(text)) return `${text}?`;
  const topic =
    /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `What should I know about ${topic}?`;
}

function inFirstPerson(text: string): string {
  return text.replace(
    /\b(your|you|yours|yourself|you're|you've|we|our|us)\b/gi,
    (word) => PRONOUNS[word.toLowerCase()] ?? word,
  );
}
