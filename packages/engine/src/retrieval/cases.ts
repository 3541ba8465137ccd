import { expectedAnswerType } from "./answer-type.ts";
import { questionWords, stemWord } from "../text/tokens.ts";

// "What happens if a class is already full?" is answered by the sentence that sets the same case and says what follows
// ("When a class fills up, the next parent joins the waitlist"), not by one that only names the class.

const CASE_CLAUSE = /\b(?:if|when|whenever|once|unless)\b[^,;?]*/i;
/** The most content words of a sentence's case clause read: a clause not closed by a comma runs on into what follows. */
const CASE_WORDS = 8;

/**
 * Whether a sentence answers what happens in the case a question asks about: its "if / when…" clause says a content
 * word of the question's case, and it says more than the case.
 */
export function setsTheAskedCase(question: string, sentence: string): boolean {
  if (expectedAnswerType(question) !== "consequence") return false;
  const asked = CASE_CLAUSE.exec(question)?.[0];
  const said = CASE_CLAUSE.exec(sentence)?.[0];
  if (asked === undefined || said === undefined) return false;
  const askedStems = new Set(questionWords(asked).map(stemWord));
  const caseWords = questionWords(said).slice(0, CASE_WORDS);
  return questionWords(sentence).length > caseWords.length && caseWords.some((word) => askedStems.has(stemWord(word)));
}
