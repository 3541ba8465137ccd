import { addPhraseWords, type PhraseWord } from "./phrase-words.ts";
import { stemWord } from "./tokens.ts";

// A buyer asks for a kind of product ("Which CRMs…?", "Does it connect to our accounting software?"), a tour names
// its members ("Salesforce and HubSpot", "QuickBooks and Xero"), and the other way round ("Does it work on an iPad?" of
// "a tablet app"). Each kind: the one word it is read as, and its well-known members, one word each (a member of two
// words is joined: "azure ad" → "azuread"). A phrase whose words only name the kind becomes that word ("identity
// provider" → "identityprovider"); "team chat" or "social media" alone say more and stay; a kind said in one common
// word is that word ("payroll", "tablet"). Members are named so that their words are no everyday English: "Square",
// "Box", "Teams", "Windows" or "UPS" alone would be read in sentences about other things. Written for Vemo from general
// knowledge of B2B software.
const KINDS: { kind: string[]; said?: RegExp; members: string[] }[] = [
  {
    kind: ["crm"],
    said: /\bcustomer relationship management(?: system| software| tool| platform)?s?\b|\bcrms\b/g,
    members: ["salesforce", "hubspot", "pipedrive", "zoho", "freshsales", "attio", "insightly", "keap"],
  },
  {
    kind: ["emailprovider"],
    said: /\b(?:e-?mail|mail|inbox) (?:provider|service|client|server|host|platform)s?\b/g,
    members: ["gmail", "outlook", "imap", "googleworkspace", "gsuite", "microsoft365", "yahoo", "protonmail", "icloud"],
  },
  {
    kind: ["calendar"],
    members: ["outlook", "ical", "icloud", "calendly", "googlecalendar", "microsoft365"],
  },
  {
    kind: ["accountingsoftware"],
    said: /\b(?:accounting|bookkeeping)(?: software| system| tool| app| package| platform| program| provider| integration)?s?\b/g,
    members: ["quickbooks", "xero", "freshbooks", "netsuite", "myob", "zohobooks"],
  },
  {
    kind: ["payroll"],
    members: ["adp", "paychex", "gusto", "rippling", "deel", "justworks", "trinet", "paylocity", "paycom"],
  },
  {
    kind: ["paymentprocessor"],
    said: /\bpayments? (?:processor|provider|gateway|processing|platform|service|partner|company|companies)s?\b/g,
    members: ["stripe", "paypal", "braintree", "adyen", "mollie", "authorizenet", "worldpay"],
  },
  {
    kind: ["paymentmethod"],
    said: /\bpayment (?:method|option|type)s?\b/g,
    members: ["card", "applepay", "googlepay", "paypal", "ach", "sepa", "klarna", "venmo", "directdebit"],
  },
  {
    kind: ["identityprovider"],
    said: /\b(?:identity|sso|single sign-? ?on|login) (?:provider|service|platform|system)s?\b|\bidps?\b/g,
    members: ["okta", "azuread", "entraid", "onelogin", "auth0", "jumpcloud", "activedirectory", "googleworkspace"],
  },
  {
    kind: ["sso", "singlesignon"],
    members: ["okta", "azuread", "entraid", "onelogin", "auth0", "jumpcloud"],
  },
  {
    kind: ["erp"],
    said: /\b(?:enterprise resource planning|erp)(?: system| software| platform| tool)?s?\b/g,
    members: ["netsuite", "sap", "odoo", "dynamics365", "acumatica"],
  },
  {
    kind: ["ats"],
    said: /\b(?:applicant tracking|recruiting|hiring)(?: system| software| platform| tool)s?\b|\bats\b/g,
    members: ["greenhouse", "workable", "ashby", "smartrecruiters", "jobvite"],
  },
  {
    kind: ["lms"],
    said: /\b(?:learning management|lms)(?: system| software| platform| tool)?s?\b/g,
    members: ["moodle", "docebo", "talentlms", "blackboard"],
  },
  {
    kind: ["smsprovider"],
    said: /\b(?:sms|text messaging) (?:provider|gateway|service|platform)s?\b/g,
    members: ["twilio", "vonage", "messagebird", "plivo"],
  },
  {
    kind: ["analyticstool"],
    said: /\b(?:web |product |marketing )?analytics (?:tool|platform|software|provider|service)s?\b/g,
    members: ["googleanalytics", "mixpanel", "amplitude", "matomo", "posthog"],
  },
  {
    kind: ["marketingautomation"],
    said: /\bmarketing automation(?: tool| platform| software| system)?s?\b/g,
    members: ["marketo", "pardot", "hubspot", "activecampaign", "eloqua"],
  },
  {
    kind: ["datawarehouse"],
    said: /\bdata (?:warehouse|lake|lakehouse)s?\b/g,
    members: ["snowflake", "bigquery", "redshift", "databricks"],
  },
  {
    kind: ["socialmedia"],
    said: /\bsocial (?:media|network) (?:platform|channel|site|account|app)s?\b|\bsocial networks\b/g,
    members: ["facebook", "instagram", "linkedin", "twitter", "tiktok", "whatsapp", "youtube"],
  },
  {
    kind: ["operatingsystem"],
    said: /\boperating systems?\b/g,
    members: ["mac", "macos", "linux", "ios", "android", "chromeos", "ipados"],
  },
  {
    kind: ["codehost"],
    said: /\b(?:git|code|source code) (?:host|hosting|provider|repositor(?:y|ies))s?\b|\bsource control\b|\bversion control\b/g,
    members: ["github", "gitlabci", "bitbucket"],
  },
  {
    kind: ["chattool"],
    said: /\b(?:team |work )?(?:chat|messaging) (?:tool|app|platform|software)s?\b/g,
    members: ["slack", "msteams", "discord", "googlechat", "mattermost", "webex"],
  },
  {
    kind: ["videocalltool"],
    said: /\bvideo (?:call|calling|conferencing|meeting)(?: tool| app| platform| software| service)s?\b/g,
    members: ["zoom", "googlemeet", "msteams", "webex"],
  },
  {
    kind: ["cloudstorage"],
    said: /\b(?:(?:cloud |file |online )?storage (?:provider|service|app|platform)s?|cloud drives?|file sharing (?:tool|app|service)s?)\b/g,
    members: ["dropbox", "googledrive", "onedrive", "sharepoint", "icloud", "boxcom"],
  },
  {
    kind: ["ecommerceplatform"],
    said: /\b(?:e-?commerce|online store|web ?shop|store|shop)(?: platform| software| builder| system)s?\b|\bshopping carts?\b/g,
    members: ["shopify", "woocommerce", "bigcommerce", "magento", "wix", "squarespace", "prestashop"],
  },
  {
    kind: ["marketplace"],
    members: ["amazon", "ebay", "etsy", "walmart"],
  },
  {
    kind: ["mobile", "smartphone"],
    members: ["iphone", "android", "ios"],
  },
  {
    kind: ["tablet"],
    members: ["ipad", "ipados", "android"],
  },
  {
    kind: ["computer", "desktop", "laptop", "pc"],
    members: ["mac", "macos", "macbook", "linux", "chromebook"],
  },
  {
    kind: ["browser"],
    members: ["chrome", "firefox", "safari", "microsoftedge"],
  },
  {
    kind: ["compliancestandard"],
    said: /\b(?:(?:compliance|security|privacy|accessibility|industry|data protection) (?:standard|certification|framework|regulation|law)s?|certifications?)\b/g,
    members: ["soc", "iso", "hipaa", "gdpr", "ccpa", "pci", "wcag", "fedramp", "pipeda", "cyberessentials"],
  },
  {
    kind: ["spreadsheet"],
    members: ["excel", "googlesheets", "numbersapp"],
  },
  {
    kind: ["cipipeline"],
    said: /\b(?:ci(?:\/cd)?(?: pipeline| tool| system| server| service)?s?|continuous integration|build pipelines?)\b/g,
    members: ["githubactions", "gitlabci", "jenkins", "circleci", "buildkite", "bitbucketpipelines"],
  },
  {
    kind: ["helpdesk"],
    said: /\bhelp ?desk(?! articles)(?: tool| software| system| platform| app)?s?\b|\b(?:ticketing|support desk)(?: tool| software| system| platform| app)s?\b/g,
    members: ["zendesk", "freshdesk", "intercom", "helpscout", "gorgias"],
  },
  {
    kind: ["projecttool"],
    said: /\b(?:project management|task management|issue tracking)(?: tool| software| app| system| platform)?s?|\b(?:issue|task|bug) trackers?\b/g,
    members: ["jira", "asana", "trello", "clickup", "basecamp", "mondaycom", "linearapp"],
  },
  {
    kind: ["carrier", "courier"],
    members: ["fedex", "dhl", "usps", "royalmail", "canadapost", "dpd", "purolator", "parcelforce"],
  },
  {
    kind: ["currency"],
    members: ["euro", "yen", "rupee", "peso", "franc", "usd", "eur", "gbp", "cad", "aud"],
  },
  // Not software, but asked the same way: "Is support open on weekends?" of "…we also answer on Saturdays".
  {
    kind: ["weekend"],
    members: ["saturday", "sunday"],
  },
  {
    kind: ["language"],
    members: [
      "english",
      "spanish",
      "french",
      "german",
      "portuguese",
      "italian",
      "dutch",
      "polish",
      "japanese",
      "chinese",
      "mandarin",
      "korean",
      "arabic",
      "hindi",
    ],
  },
  {
    kind: ["hrsystem"],
    said: /\b(?:hr|human resources|people)(?: system| software| platform| tool| app)s?\b|\bhris\b/g,
    members: ["bamboohr", "workday", "personio", "hibob", "rippling", "gusto"],
  },
  {
    kind: ["esignature"],
    said: /\b(?:e-?signature|electronic signature|digital signature)(?: tool| app| provider| service| software)?s?\b/g,
    members: ["docusign", "adobesign", "hellosign", "pandadoc", "dropboxsign"],
  },
  {
    kind: ["emailmarketing"],
    said: /\b(?:e-?mail marketing|newsletter)(?: tool| platform| software| service| app)?s?\b/g,
    members: ["mailchimp", "klaviyo", "constantcontact", "brevo", "convertkit"],
  },
  {
    kind: ["pointofsale"],
    said: /\b(?:point of sale|pos)(?: system| software| terminal| app)?s?\b/g,
    members: ["lightspeed", "clover", "squarepos", "toastpos"],
  },
  {
    kind: ["videoplatform"],
    said: /\bvideo (?:platform|host|hosting|site|service)s?\b/g,
    members: ["youtube", "vimeo", "loom", "wistia"],
  },
  {
    kind: ["mdm"],
    said: /\b(?:mobile device management|mdm)(?: tool| software| solution| provider| system)?s?\b/g,
    members: ["jamf", "intune", "kandji", "mosyle", "workspaceone"],
  },
  {
    kind: ["cloudprovider"],
    said: /\b(?:cloud (?:provider|platform|host)|hosting provider)s?\b/g,
    members: ["aws", "azure", "gcp", "googlecloud"],
  },
  {
    kind: ["passwordmanager"],
    said: /\bpassword managers?\b/g,
    members: ["1password", "lastpass", "bitwarden", "dashlane"],
  },
  {
    kind: ["automationplatform"],
    said: /\b(?:workflow |integration )?automation (?:platform|tool|service)s?\b|\bipaas\b/g,
    members: ["zapier", "ifttt", "n8n", "workato"],
  },
];

// Members of two words, or written apart, joined into their one word (the words stay: "azure ad" → "azure ad azuread").
const JOINED_MEMBERS: PhraseWord[] = [
  [/\bgoogle workspace\b/g, "googleworkspace"],
  [/\bg ?suite\b/g, "gsuite"],
  [/\b(?:microsoft|office) 365\b|\bo365\b/g, "microsoft365"],
  [/\bproton ?mail\b/g, "protonmail"],
  [/\bgoogle calendar\b/g, "googlecalendar"],
  [/\bzoho books\b/g, "zohobooks"],
  [/\bauthorize\.net\b/g, "authorizenet"],
  [/\bapple pay\b/g, "applepay"],
  [/\bgoogle pay\b/g, "googlepay"],
  [/\bdirect debit\b/g, "directdebit"],
  [/\bazure (?:ad|active directory)\b/g, "azuread"],
  [/\bentra(?: id)?\b/g, "entraid"],
  [/\bactive directory\b/g, "activedirectory"],
  [/\b(?:microsoft|ms) teams\b/g, "msteams"],
  [/\bgoogle chat\b/g, "googlechat"],
  [/\bgoogle meet\b/g, "googlemeet"],
  [/\bgoogle drive\b/g, "googledrive"],
  [/\bone ?drive\b/g, "onedrive"],
  [/\bbox\.com\b/g, "boxcom"],
  [/\bmicrosoft edge\b/g, "microsoftedge"],
  [/\bcyber essentials\b/g, "cyberessentials"],
  [/\bgoogle sheets\b/g, "googlesheets"],
  [/\bapple numbers\b/g, "numbersapp"],
  [/\bgithub actions\b/g, "githubactions"],
  [/\bgitlab(?: ci)?\b/g, "gitlabci"],
  [/\bbitbucket pipelines\b/g, "bitbucketpipelines"],
  [/\bhelp ?scout\b/g, "helpscout"],
  [/\bmonday\.com\b/g, "mondaycom"],
  [/\blinear\.app\b/g, "linearapp"],
  [/\broyal mail\b/g, "royalmail"],
  [/\bcanada post\b/g, "canadapost"],
  [/\badobe sign\b/g, "adobesign"],
  [/\bdropbox sign\b/g, "dropboxsign"],
  [/\bconstant contact\b/g, "constantcontact"],
  [/\bsquare (?:pos|point of sale|register|terminal)\b/g, "squarepos"],
  [/\btoast (?:pos|point of sale)\b/g, "toastpos"],
  [/\bworkspace one\b/g, "workspaceone"],
  [/\bgoogle cloud\b/g, "googlecloud"],
  [/\b(?:microsoft )?dynamics 365\b/g, "dynamics365"],
  [/\bgoogle analytics\b/g, "googleanalytics"],
  [/\bchrome ?os\b/g, "chromeos"],
  [/\b1 ?password\b/g, "1password"],
];

/**
 * A lower-cased text with a kind said in a phrase read as the kind's one word ("our identity provider" → "our
 * identityprovider", "accounting software" → "accountingsoftware") and a member of two words given its one word
 * ("azure ad" → "azure ad azuread").
 */
export function joinKindsAndMembers(text: string): string {
  const kinds = KINDS.reduce((joined, { kind, said }) => (said ? joined.replace(said, kind[0]!) : joined), text);
  return addPhraseWords(kinds, JOINED_MEMBERS);
}

let kindWords: Set<string> | undefined;

/** Whether a word is a kind's own ("identityprovider"): a phrase read as one word, which names nothing. */
export function isKindWord(word: string): boolean {
  return (kindWords ??= new Set(KINDS.filter(({ said }) => said).map(({ kind }) => kind[0]!))).has(word);
}

let memberStems: Set<string> | undefined;

/** Whether a word is a well-known member of a kind ("spanish", "quickbooks"): a name, though the dictionary knows it. */
export function isKindMember(word: string): boolean {
  return (memberStems ??= new Set(KINDS.flatMap(({ members }) => members.map(stemWord)))).has(stemWord(word));
}

/** Every kind's well-known members, one word each. */
export function kindMembers(): string[] {
  return [...new Set(KINDS.flatMap(({ members }) => members))];
}

/** A kind's well-known members, as written ("language" → "english", "spanish", …). */
export function membersOf(kind: string): string[] {
  return KINDS.find((entry) => entry.kind.includes(kind))?.members ?? [];
}

let related: Map<string, Set<string>> | undefined;

/**
 * Stems a stem stands for as a kind or a member: a kind's members ("crm" → "salesforc", "hubspot", …), a member's kinds
 * ("quickbook" → "accountingsoftwar"); never a member's fellow members (Gmail is no Outlook).
 */
export function kindsAndMembersOf(stem: string): string[] {
  if (!related) {
    related = new Map();
    const relate = (from: string, to: string) => {
      if (from === to) return;
      if (!related!.has(from)) related!.set(from, new Set());
      related!.get(from)!.add(to);
    };
    for (const { kind, members } of KINDS) {
      for (const kindStem of kind.map(stemWord)) {
        for (const memberStem of members.map(stemWord)) {
          relate(kindStem, memberStem);
          relate(memberStem, kindStem);
        }
      }
    }
  }
  return [...(related.get(stem) ?? [])];
}
