import {
  statesContractTerms,
  statesOpeningHours,
  statesDataLocation,
  statesSecondFactor,
  statesTrialLength,
} from "../retrieval/answer-type.ts";

// Buyers ask of one thing in a word or three ("trial?", "annual contract?", "where's our data hosted?", "2fa?"), and
// mean what they need to know of it: how long the trial lasts, what the contract binds them to, where the data is kept,
// how one signs in. A tour names the thing in many sentences; the one saying that answers.

/** A thing asked of alone: the words naming it, the words that may go with them, and the sentence answering it. */
export interface ThingAsked {
  names: RegExp;
  alone: RegExp;
  isStatedIn: (text: string) => boolean;
  /** Whether the answering sentence shares a word of the question ("…you can try | it free for thirty days" cut apart). */
  shares?: boolean;
}

const THINGS_ASKED: ThingAsked[] = [
  // "trial?", "Is there a free trial?", "How long is the trial?"
  {
    names: /^trial$/,
    alone: /^(?:trial|free|long|length|period|last|lasts)$/,
    isStatedIn: statesTrialLength,
    shares: true,
  },
  // "Is there a yearly contract?", "Am I locked in?"
  {
    names: /^(?:contract|commit|commitment|locked|lockin|stuck|tied)$/,
    alone:
      /^(?:contract|commit|commitment|locked|lockin|stuck|tied|long|term|length|yearly|annual|year|multi|sign|into|\d+|month|minimum)$/,
    isStatedIn: statesContractTerms,
  },
  // "Where's our data hosted?", "data location?", "eu hosting?"
  {
    names: /^(?:data|files?|documents?|records|hosted|hosting|host|servers?)$/,
    alone:
      /^(?:data|files?|documents?|records|hosted|hosting|host|servers?|where|stored|store|kept|located|location|lives?|sits?|residency|region|country|customer|our)$/,
    isStatedIn: statesDataLocation,
  },
  // "2fa?", "mfa?", "two-factor login?"
  {
    names: /^(?:2fa|mfa|twofactor|multifactor)$/,
    alone: /^(?:2fa|mfa|twofactor|multifactor|2|factor|multi|login|logins|authentication|auth|verification)$/,
    isStatedIn: statesSecondFactor,
  },
  // "support hours?", "When is support open?", "weekend support?"
  {
    names: /^(?:hours|open|opening|weekends?|saturdays?|sundays?|holidays?|nights?|evenings?)$/,
    alone:
      /^(?:support|hours|open|opening|weekends?|saturdays?|sundays?|holidays?|nights?|evenings?|available|late|early)$/,
    isStatedIn: statesOpeningHours,
    shares: true,
  },
];

/** The thing a question asks of alone, given its searched words, the product's name left out. */
export function thingAskedAlone(words: string[]): ThingAsked | undefined {
  return THINGS_ASKED.find(
    ({ names, alone }) => words.some((word) => names.test(word)) && words.every((word) => alone.test(word)),
  );
}
