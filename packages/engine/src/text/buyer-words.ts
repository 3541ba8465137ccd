import { kindsAndMembersOf, membersOf } from "./kinds.ts";
import { addPhraseWords, type PhraseWord } from "./phrase-words.ts";
import { stemWord } from "./tokens.ts";

// A buyer asks in their words, a product tour answers in its own: "How much does it cost?" of "fifteen dollars per
// agent", "Is there a free trial?" of "try it free for thirty days". Each group holds words that mean the same thing
// in a question about a product; WordNet's first senses miss most of them ("trial" → "test", "tier" → "row").
const GROUPS = [
  "cost price pay fee charge dollar euro pound expensive cheap afford spend pricey costly inexpensive",
  "plan tier edition package",
  "trial try",
  "setup install installation onboard onboarding configure implement implementation rollout deploy deployment",
  "integrate integration connect connector sync plug synchronize synchronise",
  "customer client",
  "secure security encrypt encrypted encryption compliant compliance safe protect",
  "phone mobile smartphone",
  "notify notification alert warn warning",
  "user seat",
  "remind reminder nudge",
  "team teammate colleague coworker",
  "upload import migrate migration",
  "cancel unsubscribe optout",
  "language translate translation localize localise localization localisation multilingual",
  "login signin",
  "signup register registration",
  "cannedresponse savedreply macro",
  "lead prospect",
  "near nearby",
  "quote estimate quotation",
  "usage consumption",
  "helpcenter knowledgebase",
  "message messaging chat",
  "form paperwork",
  "email mailbox",
  "singlesignon sso",
  "commandline cli",
  "twofactor 2fa mfa",
  "malware virus antivirus",
  "whitelabel brand branding",
  "guest visitor",
  "founder cofounder",
  // Round eighteen, written by topic from how buyers and tours speak before any miss was read.
  "subscribe subscription subscriber",
  "bill invoice",
  "accountmanager csm",
];

// Words that mean the same in what a sales tour says of a business, but not in a screencast's steps ("picture" and
// "photo" are two things in Photoshop; these groups everywhere cost TutorialVQA a −3 / b −1 rows).
const SALES_TOUR_GROUPS = [
  "quit resign leaver offboard offboarding",
  "appointment visit",
  "update upgrade",
  "discount rebate",
  "downtime outage",
  "photo picture",
  "delete erase purge",
  "revenue earnings",
  "contract commitment lockin",
  "annual yearly",
  "support help assistance",
  "inventory stock",
  // Round eighteen, by topic: price and billing; trial; users and roles; limits; reporting; scheduling; customers;
  // cancellation.
  "refund reimburse reimbursement",
  "coupon voucher promo",
  "trial evaluation evaluate",
  "seat license licence",
  "admin administrator",
  "staff employee personnel workforce",
  "permission privilege",
  "limit cap quota ceiling",
  "analytics insight metric stat statistic kpi",
  "chart graph",
  "realtime instant instantly",
  "reserve reservation",
  "recur recurring repeat",
  "customer shopper patron",
  "cancel terminate termination",
];

// The acts of business software, each said with the verbs (and their nouns) a buyer and a tour use for the same act in
// a product ("Can I see who accessed a file?" of "the audit log records who opened each file", "Does it chase late
// payments?" of "a friendly reminder", "How long do you keep files?" of "retained for seven years"). Round nineteen,
// written from general knowledge of B2B software before reading any miss; WordNet's verb senses are too loose for this.
const ACTS = [
  "access open view",
  "join signup register enrol enroll invite",
  "login signin authenticate authentication",
  "verify verification confirm confirmation",
  "chase remind reminder nudge followup",
  "keep retain retention",
  "archive store",
  "notify notification alert ping",
  "text sms",
  "book booking schedule reserve reservation",
  "revoke deactivate disable suspend",
  "pause freeze",
  "approve approval signoff",
  "assign dispatch allocate delegate",
  "track tracking monitor",
  "upload import attach",
  "export download",
  "payment collect",
  "share forward",
  "edit modify tweak adjust",
  "search lookup",
  "esign signature countersign",
  "delete remove erase purge",
  "restore recover undo rollback",
  "automate automation automatic automatically",
  "record capture",
  "scan snap",
  "clockin punch timesheet",
  "call dial ring",
  "comment annotate mention",
  "tag label categorize categorise",
  "merge combine dedupe deduplicate",
  "duplicate copy clone",
  "renew renewal extend",
  "transfer move",
  "embed widget",
  "publish post",
  "hire recruit",
  "ship deliver delivery fulfil fulfill fulfilment fulfillment",
  "order purchase buy",
  "forecast predict projection",
  "reconcile reconciliation",
  "escalate escalation",
  "restrict block",
  "convert conversion",
  "calculate compute",
  "roster rota shift",
  "checkin arrive arrival",
  "filter segment",
  "print printout",
  "onboard onboarding train training",
];

// Phrases that name one thing, given one word on both sides so that they match each other and their group; the words
// stay too ("set up the picture quality" of a video that says "set the quality").
let phrases: PhraseWord[] | undefined;

// Built on first use: the language kind's members come from kinds.ts, which this module's own importers import.
function allPhrases(): PhraseWord[] {
  return (phrases ??= buildPhrases());
}

function buildPhrases(): PhraseWord[] {
  const LANGUAGE = `(?:${membersOf("language").join("|")})`;
  return [
    [/\b(?:set|sets|setting)(?: it| them| things| everything)? up\b/g, "setup"],
    [/\b(?:get|gets|getting) started\b/g, "setup"],
    [/\b(?:up and running|roll(?:s|ing)? (?:it |this )?out|(?:go|goes|going|are|is) live)\b/g, "setup"],
    [/\b(?:24\/7|around the clock|round the clock|24 hours a day)\b/g, "allhours"],
    [/\bwhite(?:-| )label(?:ed)?\b/g, "whitelabel"],
    [/\bwho (?:started|founded|created|built)\b|\bco-?founders?\b/g, "founder"],
    [/\b(?:sign|signs|signing) ups?\b/g, "signup"],
    [/\b(?:percent|per cent|%) off\b/g, "discount"],
    [
      /\b(?:try|test)(?: it| this| things| everything)?(?: out)? before (?:(?:we|you|i|they) (?:buy|commit|pay|purchase|sign)|(?:buying|committing|paying|purchasing|signing))|\btest drive\b|\bproof of concept\b|\bpilot\b/g,
      "trial",
    ],
    [
      /\b(?:talk|speak|chat) (?:to|with) (?:someone|somebody|a person|a human|a real person|sales|your team|us)\b|\bbook a (?:call|demo|meeting)\b|\bget in touch\b|\bcontact (?:us|sales|support|your team)\b/g,
      "contactus",
    ],
    [/\b(?:sign|signs|signed|signing|log|logs|logged|logging) in\b/g, "signin"],
    [/\bsingle sign(?:-| )?on\b/g, "singlesignon"],
    [/\bcommand(?:-| )line\b/g, "commandline"],
    [/\b(?:two|2|multi)(?:-| )factor\b/g, "twofactor"],
    [/\bhelp (?:center|centre|desk articles)\b/g, "helpcenter"],
    [/\bknowledge ?base\b/g, "knowledgebase"],
    [/\b(?:nobody|no one|never) uses?\b|\bnot used\b/g, "unused"],
    [/\bno(?:-| )shows?\b|\b(?:don't|do not|doesn't|does not) show up\b/g, "noshow"],
    [/\bcanned (?:response|responses|reply|replies|answers?)\b/g, "cannedresponse"],
    [
      /\b(?:without|no) (?:an? )?(?:(?:cell(?:ular)?|mobile|phone) )?(?:internet|signal|reception|connection|network|service|coverage|wi-?fi)\b|\b(?:internet|wi-?fi|signal|connection|network) (?:drops|goes down|is down|cuts out|fails)\b/g,
      "offline",
    ],
    [/\bsaved (?:response|responses|reply|replies|answers?)\b/g, "savedreply"],
    [/\b(?:web ?shop|web ?store|online (?:store|shop)|e-?commerce)s?\b/g, "ecommerce"],
    // Moving a customer's data from the tool they use today: "move our data over", "bring your list across", "switch over".
    [
      /\b(?:move|moves|moved|moving|bring|brings|bringing|brought|transfer|transfers|transferring|switch|switches|switching|come|comes|coming)\b(?: (?!over\b|across\b)[\w']+){0,4} (?:over|across)\b/g,
      "migrate",
    ],
    // Round eighteen, by topic: set-up, integrations, data, security, support, limits, scheduling, contracts, platforms.
    [/\b(?:get|gets|getting) going\b/g, "setup"],
    [
      /\bhook(?:s|ed|ing)? (?:it |this |them )?(?:up|into)\b|\bties? (?:it |this )?into\b|\btalks? to each other\b/g,
      "integrate",
    ],
    [/\b(?:back|backs|backed|backing) (?:it |them |everything |(?:up )?(?:our |your |the )?data )?up\b/g, "backup"],
    [/\b(?:audit|activity|access) (?:log|logs|trail|trails|history)\b/g, "auditlog"],
    [/\bon[- ]?prem(?:ise|ises)?\b|\bself[- ]host(?:ed|ing)?\b/g, "onpremise"],
    [/\bdata ?cent(?:er|re)s?\b/g, "datacenter"],
    [/\b(?:dedicated )?(?:account|customer success|success) managers?\b/g, "accountmanager"],
    [/\bno (?:limit|cap|quota)s?\b|\bas many (?:\w+ ){0,3}as you (?:like|want|need)\b/g, "unlimited"],
    [/\breal(?:-| )time\b/g, "realtime"],
    [/\btime ?zones?\b/g, "timezone"],
    [/\bmoney back\b/g, "refund"],
    [/\bopt(?:s|ed|ing)?(?:-| )out\b/g, "optout"],
    [/\block(?:ed)?(?:-| )in\b/g, "lockin"],
    [/\bdouble(?:-| )?book(?:ed|ing|ings)?\b/g, "doublebook"],
    [/\bpen(?:etration)?(?:-| )?test(?:s|ing|ed)?\b/g, "pentest"],
    [/\bweb ?hooks?\b/g, "webhook"],
    [
      /\bweb ?app(?:s|lication|lications)?\b|\b(?:web|browser)(?:-| )based\b|\bin (?:the|a|any|your) (?:web )?browser\b/g,
      "webapp",
    ],
    // Round nineteen, what buyers ask on every tour, written before reading the tours' rows. Whether a card is asked for
    // ("Do I need a credit card to start?" of "…free for fourteen days, no card needed").
    [
      /\b(?:no|without(?: an?| any| your| a credit| entering| giving| adding)?|need(?:s|ed)?(?: to (?:enter|give|add|provide))?(?: an?| my| our| your| any)?|requires?(?: an?| any)?|asks? (?:for|me for|us for)(?: an?| my| our| your| any)?|(?:enter|give|add|provide|put in|hand over)(?: an?| my| our| your| any)?) (?:credit |debit |payment )?cards?\b|\bcards? (?:details )?(?:(?:is|are) )?(?:not |n't )?(?:needed|required|necessary)\b/g,
      "cardneeded",
    ],
    // Reaching a person ("Can I call someone?", "How do I contact support?" of "…phone and chat support from eight to
    // eight", "email us any time").
    [
      /\b(?:call|phone|ring|email|e-mail|message|reach|contact)(?: with)? (?:someone|somebody|a person|a human|a real person|support|us|you|the team|your team|our team|an agent)\b|\b(?:phone|email|e-mail|chat|live chat|in-app chat|human) support\b|\bsupport (?:by|via|over|on) (?:phone|email|e-mail|chat)\b|\blive chat\b|\b(?:support|help|phone) (?:line|hotline|desk)\b/g,
      "contactus",
    ],
    // Paying for each user who logs in ("Do we pay extra for each employee?" of "unlimited users", "…per location, not
    // per user", "users are free").
    [
      /\b(?:per|each|every|for each|for every) (?:additional |extra |new )?(?:user|seat|login|employee|staff member|team member|member|agent|person|head)s?\b|\bper-(?:user|seat|head)\b|\bunlimited (?:users|seats|logins|team members|staff|employees|agents)\b|\b(?:extra|additional|more) (?:users|seats|logins|accounts)\b|\b(?:users|seats|logins|employees|staff|team members) (?:are|is) (?:free|included|unlimited)\b/g,
      "peruser",
    ],
    // A lower price for buying more ("Is there a discount for eight locations?" of "volume pricing from five sites").
    [
      /\b(?:volume|bulk|multi-?(?:location|site|seat|store)) (?:pricing|price|prices|rates?|discounts?|deals?)\b|\bprices? (?:drops?|falls?|goes down|comes? down|gets? lower)\b|\bcheaper (?:per|for each|for every|as you (?:grow|add))\b/g,
      "discount",
    ],
    // Devices to buy ("Do we need special hardware / new computers?" of "runs on the phones your crew already has", "any
    // tablet", "no extra hardware"), and anything new to buy ("Do I need to buy new meters?" of "the meters you already
    // have").
    [
      /\bhardware\b|\b(?:special|extra|new|dedicated|additional|any|own|existing) (?:equipment|devices?|computers?|tablets?|phones?|smartphones?|laptops?|terminals?|scanners?|ipads?)\b|\b(?:buy|purchase) (?:any |a )?(?:new|special|extra|dedicated|additional) \w+|\b\w+ (?:(?:you|they|we) already (?:have|own|use)|(?:your|their|our) \w+ already (?:have|has|own|use))\b/g,
      "hardware",
    ],
    // Working where the signal is poor, and catching up after ("…keeps working in dead zones and syncs when you're back").
    [
      /\bdead ?zones?\b|\b(?:spotty|patchy|weak|poor|bad) (?:signal|reception|connection|connectivity|coverage|internet|wi-?fi)\b|\b(?:signal|reception|connection|internet|wi-?fi) is (?:spotty|patchy|weak|poor|bad)\b|\bback online\b|\b(?:syncs?|uploads?) (?:it |everything )?(?:later|once (?:you're|you are|it's|they're|the \w+ is) back|when (?:you're|you are|it's|they're|the \w+ (?:is|comes)) back)\b/g,
      "offline",
    ],
    // The vendor moving a customer's data for them ("Will you migrate our data?" of "we import your clients for you").
    [
      /\b(?:we|we'll|we will|our team|our team will|our team'll)(?: \w+)? (?:load|loads|import|imports|move|moves|bring|brings|transfer|transfers|copy|copies|migrate|migrates)(?: \w+){1,5} for you\b/g,
      "migrate",
    ],
    // An app for phones ("Is there a mobile app?" of "…on iOS and Android", "download it from the App Store").
    [
      /\b(?:ios|android|iphone|ipad)(?: (?:and|or|&) (?:ios|android|iphone|ipad))? apps?\b|\b(?:mobile|phone) apps?\b|\bapp store\b|\bgoogle play\b|\b(?:on|for) (?:ios|iphone) (?:and|or|&) android\b|\b(?:on|for) android (?:and|or|&) (?:ios|iphone)\b/g,
      "mobileapp",
    ],
    // Paying beyond the price ("Are there hidden fees / a setup fee?" of "no setup fee", "everything is included").
    [
      /\b(?:hidden|setup|set-up|onboarding|implementation|surprise|extra|additional) (?:fees?|charges?|costs?)\b|\bat no (?:extra|additional) (?:cost|charge)\b|\beverything(?:'s| is) included\b|\bincluded in (?:the|every|your|each) (?:price|plan|subscription)\b/g,
      "extrafee",
    ],
    // Leaving with one's data ("Can we take our data with us if we leave?" of "export everything, your data is yours").
    [
      /\b(?:take|get|pull) (?:all )?(?:our|my|your|the|their) data (?:with (?:us|you|me|them)|out)\b|\b(?:data|records) (?:is|are|stays?) (?:yours|your own|ours)\b|\byou own (?:all )?(?:your|the) data\b/g,
      "export",
    ],
    // More than one language ("Is the interface in other languages?" of "the app speaks English, Spanish and Polish").
    [
      new RegExp(
        String.raw`\b(?:other|multiple|several|many|different|more|\d+) languages\b|\b${LANGUAGE}(?:,? (?:and |or )?${LANGUAGE})+\b`,
        "g",
      ),
      "multilingual",
    ],
    // A business of one person ("I'm a one-man operation. What would I pay?" of "Solo: $59 per month for one technician").
    [
      /\b(?:one|1)[- ](?:man|woman|person)\b|\bsole (?:trader|proprietor|proprietorship|operator)\b|\b(?:just me|on my own|by myself|a team of (?:one|1))\b|\bfreelancers?\b|\b(?:single|one|1) (?:user|agent|technician|tech|person|seat|practitioner|recruiter|driver|rep|therapist|trainer|consultant|accountant|lawyer|photographer)\b/g,
      "solo",
    ],
    // Acts said in two words (round nineteen, with ACTS): "follow up", "sign off", "clock in", "look up", "check in".
    [/\bfollow(?:s|ed|ing)?(?:-| )ups?\b/g, "followup"],
    [/\bsign(?:s|ed|ing)?(?:-| )off\b/g, "signoff"],
    [/\b(?:clock|clocks|clocked|clocking|punch|punches|punched|punching) (?:in|out)\b/g, "clockin"],
    [/\b(?:look|looks|looked|looking) up\b/g, "lookup"],
    [/\b(?:check|checks|checked|checking)(?:-| )in\b/g, "checkin"],
    [/\b(?:roll|rolls|rolled|rolling)(?:-| )back\b/g, "rollback"],
    [/\be-?sign(?:s|ed|ing|ature|atures)?\b/g, "esign"],
  ];
}

/** A lower-cased text with the phrases that name one thing followed by their one word ("set up" → "set up setup"). */
export function joinPhrases(text: string): string {
  return addPhraseWords(text, allPhrases());
}

function byStem(groups: string[]): Map<string, string[]> {
  const groupsByStem = new Map<string, string[]>();
  for (const group of groups) {
    const stems = [...new Set(group.split(" ").map(stemWord))];
    for (const member of stems) groupsByStem.set(member, stems);
  }
  return groupsByStem;
}

let groupsByStem: Map<string, string[]> | undefined;
let salesTourGroupsByStem: Map<string, string[]> | undefined;
let actsByStem: Map<string, string[]> | undefined;

function groupOf(stem: string): string[] | undefined {
  return (groupsByStem ??= byStem(GROUPS)).get(stem);
}

/**
 * Stems that stand for this stem in a buyer's question, itself excluded: the words of its group ("pricing" → "cost",
 * "dollar", …), and on a `salesTour` the words of its sales-tour group and a kind's members or a member's kinds
 * ("crm" → "salesforc", "hubspot", …; "quickbook" → its kind). (Kinds everywhere: a TutorialVQA question on
 * "windows/mac" found a medical video's "computer", MedVidQA off-topic a −2.)
 */
export function paraphrasesOf(stem: string, salesTour = false): string[] {
  const group = (groupOf(stem) ?? []).filter((other) => other !== stem);
  if (!salesTour) return group;
  const tourGroup = ((salesTourGroupsByStem ??= byStem(SALES_TOUR_GROUPS)).get(stem) ?? []).filter(
    (other) => other !== stem,
  );
  const act = ((actsByStem ??= byStem(ACTS)).get(stem) ?? []).filter((other) => other !== stem);
  return [...new Set([...group, ...tourGroup, ...act, ...kindsAndMembersOf(stem)])];
}

let phraseWords: Set<string> | undefined;

/** Whether a word is one a phrase adds ("peruser" after "per seat"): no name, though no dictionary knows it. */
export function isPhraseWord(word: string): boolean {
  return (phraseWords ??= new Set(allPhrases().flatMap(([, words]) => words.split(" ")))).has(word);
}

/** Whether a stem is one of the words buyers ask about a product in (cost, plan, trial, setup, integrate, …). */
export function isBuyerWord(stem: string): boolean {
  return groupOf(stem) !== undefined;
}
