import { stemWord } from "./tokens.ts";

// The past forms of common irregular verbs, which no stemmer reaches from the verb ("paid" of "pay", "sent" of "send").
const PAST_FORMS: Record<string, string> = {
  pay: "paid",
  send: "sent",
  buy: "bought",
  sell: "sold",
  keep: "kept",
  make: "made",
  take: "took taken",
  get: "got gotten",
  give: "gave given",
  tell: "told",
  find: "found",
  bring: "brought",
  hold: "held",
  run: "ran",
  build: "built",
  spend: "spent",
  lose: "lost",
  meet: "met",
  show: "shown",
  write: "wrote written",
  see: "saw seen",
  know: "knew known",
  choose: "chose chosen",
  drive: "drove driven",
  go: "went gone",
  break: "broke broken",
  feed: "fed",
  lead: "led",
  lend: "lent",
  catch: "caught",
  teach: "taught",
  think: "thought",
  win: "won",
  hang: "hung",
  sit: "sat",
  steal: "stole stolen",
  freeze: "froze frozen",
  speak: "spoke spoken",
  ride: "rode ridden",
  ring: "rang rung",
  wear: "wore worn",
  tear: "tore torn",
  grow: "grew grown",
  throw: "threw thrown",
  fly: "flew flown",
  draw: "drew drawn",
  fall: "fell fallen",
  hide: "hid hidden",
};

const byStem = new Map(
  Object.entries(PAST_FORMS).map(([verb, forms]) => [stemWord(verb), forms.split(" ").map(stemWord)] as const),
);

/** The stems of a verb's irregular past forms, by the verb's stem ("pay" → "paid"); none for a regular verb. */
export function irregularPastStems(stem: string): readonly string[] {
  return byStem.get(stem) ?? [];
}
