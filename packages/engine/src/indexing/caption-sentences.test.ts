import { describe, expect, it } from "vitest";
import {
  endsUnfinished,
  isAutomaticCaptions,
  opensOnItsVerb,
  rebuildSentences,
  spokenCleanly,
} from "./caption-sentences.ts";

// Automatic captions of a made-up tour: lower case, no punctuation, numbers as words, lines cut mid-sentence.
const LINES = [
  { start: 0, end: 4, text: "hey there i'm sam from acme and in this video" },
  { start: 4, end: 8, text: "i'll walk you through how teams use acme to" },
  { start: 8, end: 11, text: "plan their week" },
  { start: 11, end: 15, text: "to get started you connect your calendar or" },
  { start: 15, end: 19, text: "import a csv it takes about two minutes" },
  { start: 19, end: 24, text: "the planner shows every task you" },
  { start: 24, end: 25, text: "own" },
  { start: 25, end: 30, text: "acme costs nine dollars a month and" },
  { start: 30, end: 33, text: "teams get a discount" },
];

describe("automatic captions rebuilt into sentences", () => {
  it("tells automatic captions from punctuated ones", () => {
    expect(isAutomaticCaptions(LINES)).toBe(true);
    expect(
      isAutomaticCaptions([
        { start: 0, end: 3, text: "Open the file." },
        { start: 3, end: 6, text: "Click Save." },
      ]),
    ).toBe(false);
    // A screen's labels, written with capitals though without stops, are no automatic captions.
    expect(
      isAutomaticCaptions([
        { start: 0, end: 3, text: "Showing hours: Mon to Sat, 9:00 AM to 7:00 PM" },
        { start: 3, end: 6, text: "Calendar sync: Google, Outlook, Apple" },
        { start: 6, end: 9, text: "Pick a time: Sat 11:30 AM, 30 min" },
      ]),
    ).toBe(false);
  });

  it("ends sentences where a new one opens, never inside a phrase, each timed from its first word", () => {
    expect(rebuildSentences(LINES)).toEqual([
      { start: 0, end: 4, text: "Hey there i'm sam from acme and in this video." },
      { start: 4, end: 11, text: "I'll walk you through how teams use acme to plan their week." },
      { start: 11, end: 16.5, text: "To get started you connect your calendar or import a csv." },
      { start: 16.5, end: 19, text: "It takes about two minutes." },
      { start: 19, end: 25, text: "The planner shows every task you own." },
      { start: 25, end: 33, text: "Acme costs nine dollars a month and teams get a discount." },
    ]);
  });

  it("starts a sentence that opens inside a line at the time of its first word", () => {
    // Ten words over eight seconds: "so" is the fifth.
    const [first, second] = rebuildSentences([
      { start: 10, end: 18, text: "that was the inbox so now let's look at reports" },
    ]);
    expect(first!.text).toBe("That was the inbox.");
    expect(second!.text).toBe("So now let's look at reports.");
    expect(second!.start).toBeCloseTo(13.2);
  });

  it("ends a sentence inside a line before a subject and its verb, not before an object or a clause", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "so let's create a brand new invoice you pick the client" },
      { start: 5, end: 10, text: "and add your line items they can pay by card" },
      { start: 10, end: 15, text: "the events page lists every custom event you send us" },
      { start: 15, end: 20, text: "and i want to walk you through the reports" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("You pick the client and add your line items.");
    expect(sentences.some((sentence) => sentence.startsWith("They can pay by card"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("every custom event you send us"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("walk you through the reports"))).toBe(true);
  });

  it("ends a sentence inside a line before a noun subject and its verb, not inside a noun phrase or before an object", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "hey i'm lee from crateful we help" },
      { start: 4, end: 8, text: "warehouses pack orders faster you scan a shelf" },
      { start: 8, end: 12, text: "label and the packing list prints every picker" },
      { start: 12, end: 16, text: "gets a route on their phone you can cancel" },
      { start: 16, end: 20, text: "any month our support line is open all night" },
      { start: 20, end: 24, text: "and a success manager helps you build your" },
      { start: 24, end: 26, text: "first pick route" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("Every picker gets a route on their phone.");
    expect(sentences).toContain(
      "Our support line is open all night and a success manager helps you build your first pick route.",
    );
    expect(sentences).toContain("You can cancel any month.");
    expect(sentences.some((sentence) => sentence.includes("we help warehouses pack orders faster"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("the packing list prints"))).toBe(true);
  });

  it("keeps a clause saying what follows ('so nobody…', 'so you can…') with the sentence it follows from", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "the time clock also checks their location so nobody" },
      { start: 4, end: 8, text: "clocks in from home and it tells you when you're running" },
      { start: 8, end: 12, text: "low so you can reorder before brew day" },
      { start: 12, end: 16, text: "card data is handled by stripe and we never store" },
      { start: 16, end: 20, text: "it so we stay out of pci scope" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("checks their location so nobody clocks in"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("running low so you can reorder"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("we never store it so we stay out"))).toBe(true);
    const opening = rebuildSentences([
      { start: 0, end: 5, text: "this is how hr teams onboard new hires so before" },
      { start: 5, end: 9, text: "their first day we send a welcome page" },
    ]).map((sentence) => sentence.text);
    expect(opening).toContain("So before their first day we send a welcome page.");
    const result = rebuildSentences([
      { start: 0, end: 5, text: "each client can have its own price list so our" },
      { start: 5, end: 10, text: "biggest accounts get their discount and there's a calendar" },
      { start: 10, end: 15, text: "of grant deadlines so nothing slips past you" },
    ]).map((sentence) => sentence.text);
    expect(result.some((sentence) => sentence.includes("own price list so our biggest accounts"))).toBe(true);
    expect(result.some((sentence) => sentence.includes("grant deadlines so nothing slips"))).toBe(true);
  });

  it("keeps 'so' before a pronoun's or a determiner's clause with the clause before, not before 'now' or 'i'll'", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "a desk nobody checks into by ten is freed so a" },
      { start: 4, end: 8, text: "colleague can take it and the tool syncs every hour so" },
      { start: 8, end: 12, text: "it reaches your ledger overnight and the" },
      { start: 12, end: 16, text: "kiosk logs visitors so the front desk knows who is in" },
      { start: 16, end: 20, text: "the building so now let's look at reports which most" },
      { start: 20, end: 24, text: "owners open daily so i'll start with the weekly one" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("is freed so a colleague can take it"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("every hour so it reaches your ledger"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("logs visitors so the front desk knows"))).toBe(true);
    expect(sentences).toContain("So now let's look at reports which most owners open daily.");
    expect(sentences).toContain("So i'll start with the weekly one.");
  });

  it("opens a sentence where the product's name does something, not on an opener joined to the clause before", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "a year you post a job once and hirebird" },
      { start: 4, end: 8, text: "publishes it to three job boards if a" },
      { start: 8, end: 12, text: "client forgets to pay ledgerly sends a friendly" },
      { start: 12, end: 16, text: "reminder three days after the due date" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("post a job once and hirebird publishes"))).toBe(true);
    expect(sentences).toContain(
      "If a client forgets to pay ledgerly sends a friendly reminder three days after the due date.",
    );
  });

  it("opens a sentence on the condition its main clause follows, not on the clause before or inside the condition", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "setting it up takes about an hour most of" },
      { start: 4, end: 8, text: "that is writing your first job post if you" },
      { start: 8, end: 12, text: "want a hand our team will build your first" },
      { start: 12, end: 16, text: "pipeline with you on a call the members just tap" },
      { start: 16, end: 20, text: "a class to grab a spot if the class" },
      { start: 20, end: 24, text: "is full they can join the waitlist" },
    ]);
    const texts = sentences.map((sentence) => sentence.text);
    expect(texts).toContain("If you want a hand our team will build your first pipeline with you on a call.");
    expect(texts).toContain("If the class is full they can join the waitlist.");
    expect(texts.some((text) => text.endsWith("writing your first job post."))).toBe(true);
    // The condition's sentence starts at "if", the eighth of nine words said in 4–8 s.
    expect(sentences.find((sentence) => sentence.text.startsWith("If you want"))!.start).toBeCloseTo(7.11);
  });

  it("leaves a condition with its sentence when a pause follows it, an opener or 'then' comes next, or it is asked", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 3, text: "you can just mark it" },
      { start: 3, end: 5, text: "paid if they pay cash" },
      { start: 5.8, end: 9, text: "every repair comes with a warranty" },
      { start: 9, end: 13, text: "and the card reader flags it if anything changes" },
      { start: 13, end: 17, text: "so now let's look at reports someone asked if" },
      { start: 17, end: 21, text: "you can export them we do that every night" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("You can just mark it paid if they pay cash.");
    expect(sentences.some((text) => text.endsWith("flags it if anything changes."))).toBe(true);
    expect(sentences.some((text) => text.includes("someone asked if you can export them"))).toBe(true);
  });

  it("ends a sentence after 'right now', and keeps 'it' before a particle or an adverb as the object of the verb before", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "you can tap any walker to see" },
      { start: 4, end: 8, text: "where they are right now pricing is" },
      { start: 8, end: 12, text: "really simple and if you have a questionnaire send" },
      { start: 12, end: 16, text: "it over our team fills those in within a week" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("You can tap any walker to see where they are right now.");
    expect(sentences.some((text) => text.startsWith("Pricing is really simple"))).toBe(true);
    expect(sentences.some((text) => text.includes("a questionnaire send it over"))).toBe(true);
  });

  it("ends a sentence on an object after its preposition, and reads a subject said twice as its subject", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "when stock runs low it adds the part to" },
      { start: 4, end: 8, text: "a purchase order for you" },
      { start: 8, end: 12, text: "we we pull the catalog from the big suppliers" },
      { start: 13, end: 16, text: "so when a customer walks in with a cracked" },
      { start: 16, end: 20, text: "screen you you open a new ticket here" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("When stock runs low it adds the part to a purchase order for you.");
    expect(sentences).toContain("We pull the catalog from the big suppliers.");
    expect(sentences).toContain("So when a customer walks in with a cracked screen you open a new ticket here.");
  });

  it("reads 'every month' or 'each week' inside a line as saying when, not as a new subject", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "it's seven dollars fifty per thousand sms the first" },
      { start: 4, end: 8, text: "five hundred messages every month are free" },
      { start: 8, end: 12, text: "so you can build the whole thing without a card" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain(
      "It's seven dollars fifty per thousand sms the first five hundred messages every month are free.",
    );
  });

  it("ends a sentence inside a line before a plural subject and its verb, not inside a compound noun", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "donations are matched to campaigns gifts land" },
      { start: 5, end: 10, text: "in quickbooks online at night and keg deposits and" },
      { start: 10, end: 15, text: "bottle deposits are added to the invoice for you" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      "Donations are matched to campaigns.",
      "Gifts land in quickbooks online at night and keg deposits and bottle deposits are added to the invoice for you.",
    ]);
  });

  it("ends a sentence inside a line before a topic said without a determiner and 'is' ('pricing is simple')", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "it works with any mailbox that speaks imap pricing is" },
      { start: 5, end: 10, text: "simple the starter plan is fifteen dollars per agent" },
    ]).map((sentence) => sentence.text);
    expect(sentences[0]).toBe("It works with any mailbox that speaks imap.");
    expect(sentences[1]).toMatch(/^Pricing is simple/);
  });

  it("opens a sentence on 'when' and its subject, not after a verb asking when", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "coordinators see every visit of the week on one board when a" },
      { start: 5, end: 10, text: "caregiver calls in sick carebridge suggests who can cover and you" },
      { start: 10, end: 15, text: "always know when the visit is done" },
    ]).map((sentence) => sentence.text);
    expect(sentences[0]).toBe("Coordinators see every visit of the week on one board.");
    expect(sentences.some((sentence) => sentence.includes("always know when the visit is done"))).toBe(true);
  });

  it("opens a sentence on 'thank you' as on 'thanks'", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "our support team answers chat within one business hour thank" },
      { start: 5, end: 8, text: "you for watching" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toEqual(["Our support team answers chat within one business hour.", "Thank you for watching."]);
  });

  it("opens a sentence on a time said before its subject ('every week you get…')", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "people can extend a meeting from the room screen every" },
      { start: 5, end: 10, text: "week you get a report of how your space was used" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      "People can extend a meeting from the room screen.",
      "Every week you get a report of how your space was used.",
    ]);
  });

  it("opens a sentence on a numbered item of a list ('step two', 'number five')", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "first you enter the dates of your school year step" },
      { start: 5, end: 10, text: "two bring in your families from a spreadsheet" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      "First you enter the dates of your school year.",
      "Step two bring in your families from a spreadsheet.",
    ]);
  });

  it("does not end a long sentence before the words that carry it on or a number's unit", () => {
    const long = "once the work is done the invoice goes out by email and the customer can pay by card or";
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: long },
      { start: 5, end: 9, text: "ach and payments land in your bank in two business" },
      { start: 9, end: 13, text: "days and the app keeps working offline and uploads when the tech" },
      { start: 13, end: 17, text: "is back in range for a signal" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("two business days"))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes("when the tech is back in range"))).toBe(true);
  });

  it("never ends a sentence on 'per', 'via', 'within'…", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "installation is done by our partners and takes one day per" },
      { start: 5, end: 10, text: "building so you're live the same week" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("one day per building"))).toBe(true);
  });

  it("keeps a question word after a verb of knowing or choosing as its object", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "staff use two factor authentication and you decide" },
      { start: 4, end: 8, text: "who can see which forms we passed our soc two audit in march" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("Staff use two factor authentication and you decide who can see which forms.");
  });

  it("keeps 'in' with the verb it is the particle of ('sign in', 'check in')", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 4, text: "every morning the kids check" },
      { start: 4, end: 8, text: "in at a kiosk and a label prints with a pickup code" },
    ]).map((sentence) => sentence.text);
    expect(sentences).toContain("Every morning the kids check in at a kiosk and a label prints with a pickup code.");
  });

  it("never ends a sentence on a preposition still wanting its object ('under', 'without')", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 5, text: "we passed our soc two audit in march and we share the report under" },
      { start: 5, end: 10, text: "nda patients sign consent forms with an electronic signature" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("share the report under nda"))).toBe(true);
  });

  it("never ends a sentence on 'till' said as 'until', after a pause too, but may on 'the till'", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 3, text: "the help desk answers from eight to six and on sundays till" },
      { start: 3.8, end: 7, text: "lunch and the people there really know boats" },
      { start: 7, end: 10, text: "you ring up a gift card at the till" },
      { start: 10.8, end: 14, text: "the balance shows on every receipt" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("on sundays till lunch"))).toBe(true);
    expect(sentences).toContain("The balance shows on every receipt.");
  });

  it("keeps a number with the noun on the next line", () => {
    const sentences = rebuildSentences([
      { start: 0, end: 3, text: "acme is free for up to three" },
      { start: 3, end: 6, text: "projects forever after that the pro plan" },
      { start: 6, end: 9, text: "is nineteen dollars a month for unlimited projects and" },
      { start: 9, end: 12, text: "the agency plan is forty nine dollars with five" },
      { start: 12, end: 15, text: "team seats we take no cut of your payments" },
    ]).map((sentence) => sentence.text);
    expect(sentences.some((sentence) => sentence.includes("forty nine dollars with five team seats"))).toBe(true);
  });

  it("ends punctuated subtitles cut mid-sentence at their full stops only", () => {
    const subtitles = [
      { start: 0, end: 4, text: "If you sell training to customers, you can" },
      { start: 4, end: 8, text: "put courses behind a paywall with Stripe. Pricing" },
      { start: 8, end: 12, text: "starts at four dollars per learner, and you" },
      { start: 12, end: 16, text: "only pay for people who logged in." },
    ];
    expect(rebuildSentences(subtitles).map((sentence) => sentence.text)).toEqual([
      "If you sell training to customers, you can put courses behind a paywall with Stripe.",
      "Pricing starts at four dollars per learner, and you only pay for people who logged in.",
    ]);
  });

  it("ends a sentence at a speaker's filler between two thoughts, and leaves the filler out of the next one", () => {
    const lines = [
      { start: 0, end: 4, text: "there's an ipad app that keeps working" },
      { start: 4, end: 8, text: "when the wifi drops um your data is" },
      { start: 8, end: 12, text: "backed up every night and it uh it" },
      { start: 12, end: 14, text: "goes to csv" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "There's an ipad app that keeps working when the wifi drops.",
      "Your data is backed up every night and it goes to csv.",
    ]);
    expect(rebuildSentences(lines)[1]!.start).toBeCloseTo(6.5); // "your", the sixth of eight words in 4–8 s
  });

  it("reads a subject and a verb left without its object after a noun as a relative clause, not a new sentence", () => {
    const lines = [
      { start: 0, end: 4, text: "all client documents are stored in the region you" },
      { start: 4, end: 8, text: "pick when you sign up and every file is" },
      { start: 8, end: 12, text: "encrypted at rest" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "All client documents are stored in the region you pick when you sign up and every file is encrypted at rest.",
    ]);
  });

  it("reads 'next to', 'next week' and 'once' before anything but a subject as saying where or when", () => {
    const lines = [
      { start: 0, end: 4, text: "type your question in the chat next to the" },
      { start: 4, end: 8, text: "video and you draw your floor plan once" },
      { start: 8, end: 12, text: "with rows and aisles" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Type your question in the chat next to the video and you draw your floor plan once with rows and aisles.",
    ]);
  });

  it("reads a possessive as no plural subject", () => {
    const lines = [{ start: 0, end: 6, text: "clients pick a time that goes straight into your sales rep's calendar" }];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Clients pick a time that goes straight into your sales rep's calendar.",
    ]);
  });

  it("carries a clause of time or reason on the sentence before it", () => {
    const lines = [
      { start: 0, end: 4, text: "each licence is kept with its expiry date and the manager gets a warning" },
      { start: 4, end: 8, text: "before one runs out" },
      { start: 8, end: 12, text: "a replaced windscreen flags the van for a camera" },
      { start: 12, end: 16, text: "check before it can go back on the road" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Each licence is kept with its expiry date and the manager gets a warning before one runs out.",
      "A replaced windscreen flags the van for a camera check before it can go back on the road.",
    ]);
  });

  it("reads 'you' after a verb in -s wanting its object as that object", () => {
    const lines = [
      { start: 0, end: 6, text: "the app keeps every training date for each driver and reminds you thirty days ahead" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "The app keeps every training date for each driver and reminds you thirty days ahead.",
    ]);
  });

  it("reads a particle after a verb as the verb's", () => {
    const lines = [
      { start: 0, end: 4, text: "each tablet locks after ten minutes and the app signs" },
      { start: 4, end: 8, text: "out idle users you can change the timeout in settings" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Each tablet locks after ten minutes and the app signs out idle users.",
      "You can change the timeout in settings.",
    ]);
  });

  it("reads an article as wanting its noun", () => {
    const lines = [
      { start: 0, end: 4, text: "your files are kept in data centers in the united" },
      { start: 4, end: 8, text: "states support answers around the clock" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Your files are kept in data centers in the united states support answers around the clock.",
    ]);
  });

  it("reads 'only when' as a case of the clause before, and a relative clause on 'have' as the noun's", () => {
    const lines = [
      { start: 0, end: 6, text: "each form shows a follow-up question only when an earlier answer asks for it" },
      { start: 6, end: 10, text: "and it runs in the browser on the tablets" },
      { start: 10, end: 14, text: "you already have there's nothing to install" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Each form shows a follow-up question only when an earlier answer asks for it and it runs in the browser on the tablets you already have there's nothing to install.",
    ]);
  });

  it("opens a sentence on a plural subject after a plural noun, which is no modifier of it", () => {
    const lines = [
      { start: 0, end: 4, text: "for other tools we offer a rest api and webhooks agents" },
      { start: 4, end: 8, text: "can work from anywhere with the mobile apps" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "For other tools we offer a rest api and webhooks.",
      "Agents can work from anywhere with the mobile apps.",
    ]);
  });

  it("opens a sentence on a short phrase of place or purpose before 'there is'", () => {
    const lines = [
      { start: 0, end: 4, text: "donors join your newsletter list without anyone copying addresses for grants" },
      { start: 4, end: 8, text: "there's a calendar of deadlines" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Donors join your newsletter list without anyone copying addresses.",
      "For grants there's a calendar of deadlines.",
    ]);
  });

  it("opens a sentence on a subject after a pronoun object and its preposition", () => {
    const lines = [
      { start: 0, end: 4, text: "thing three it bills the practices for you each practice gets" },
      { start: 4, end: 8, text: "one statement at the end of the month" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Thing three it bills the practices for you.",
      "Each practice gets one statement at the end of the month.",
    ]);
  });

  it("opens a sentence on a question asked in it, not on a question's words inside a sentence", () => {
    const lines = [
      { start: 0, end: 4, text: "every photo is stamped with the time and gps location what does it connect to" },
      { start: 4, end: 8, text: "procore and you will see how it works" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Every photo is stamped with the time and gps location.",
      "What does it connect to procore and you will see how it works.",
    ]);
  });

  it("opens a sentence on a question read out ('how long does it take', 'what about security'), not on 'how long' inside one", () => {
    const lines = [
      { start: 0, end: 4, text: "each cleaner picks their own language how long does it take to install" },
      { start: 4, end: 8, text: "you choose how long we keep your files what about security and backups" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Each cleaner picks their own language.",
      "How long does it take to install?",
      "You choose how long we keep your files.",
      "What about security and backups?",
    ]);
  });

  it("opens a sentence on the 'yes' answering a question read out, not on a 'yes' replied", () => {
    const lines = [
      {
        start: 0,
        end: 4,
        text: "next question does it work when my cleaners have no signal yes the app works offline",
      },
      { start: 4, end: 8, text: "and patients reply yes to confirm their pickup" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Next question does it work when my cleaners have no signal?",
      "Yes the app works offline and patients reply yes to confirm their pickup.",
    ]);
  });

  it("opens a sentence on a question read out by its number ('question six')", () => {
    const lines = [
      {
        start: 0,
        end: 8,
        text: "the rooms show up in google calendar and outlook question six money invoices go out monthly",
      },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "The rooms show up in google calendar and outlook.",
      "Question six money invoices go out monthly.",
    ]);
  });

  it("opens a sentence on a call to do something, not on what a verb lets someone do", () => {
    const lines = [
      { start: 0, end: 4, text: "agencies under twenty clients use it free book a demo and" },
      { start: 4, end: 8, text: "we'll move your clients over acme lets your team book a desk" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Agencies under twenty clients use it free.",
      "Book a demo and we'll move your clients over acme lets your team book a desk.",
    ]);
  });

  it("opens a sentence on a subject, its verb and 'to' inside a line ('…nobody retypes anything we connect to…')", () => {
    const lines = [
      { start: 0, end: 3, text: "after the visit the forms land in your" },
      { start: 3, end: 5, text: "records so nobody ever retypes" },
      { start: 5, end: 9, text: "anything we connect to dentrix and open dental" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "After the visit the forms land in your records so nobody ever retypes anything.",
      "We connect to dentrix and open dental.",
    ]);
  });

  it("runs a case said as a time ('every time…') on to its main clause, a contracted subject's too", () => {
    const lines = [
      { start: 0, end: 3, text: "and never leaves the country" },
      { start: 3, end: 5, text: "every time someone opens a chart" },
      { start: 5, end: 8, text: "it's written to an audit log" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "And never leaves the country.",
      "Every time someone opens a chart it's written to an audit log.",
    ]);
  });

  it("ends a question said aloud before its answer and marks it a question, unless it is answered in it", () => {
    const lines = [
      { start: 0, end: 4, text: "we import your customers from a spreadsheet do you" },
      { start: 4, end: 8, text: "have a contract no it's month to month" },
      { start: 8, end: 12, text: "what about security all data is encrypted" },
      { start: 12, end: 16, text: "does it work when my drivers have no signal" },
      { start: 16, end: 20, text: "yes the app keeps working offline okay" },
      { start: 20, end: 24, text: "hang on one sec can you see that yeah" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "We import your customers from a spreadsheet.",
      "Do you have a contract?",
      "No it's month to month.",
      "What about security?",
      "All data is encrypted.",
      "Does it work when my drivers have no signal?",
      "Yes the app keeps working offline.",
      "Okay hang on one sec.",
      "Can you see that yeah.",
    ]);
  });

  it("reads a speaker's repairs as meant: no fillers, a restart once, a self-correction's repair alone", () => {
    const lines = [
      { start: 0, end: 4, text: "so let me uh let me show you the unit list" },
      { start: 4, end: 8, text: "visits come up weekly no sorry monthly by default" },
      { start: 8, end: 12, text: "and we usually have you live in two weeks sorry" },
      { start: 12, end: 16, text: "three weeks once you you send your unit list" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "So let me show you the unit list.",
      "Visits come up monthly by default and we usually have you live in three weeks.",
      "Once you send your unit list.",
    ]);
    // "sorry" and "i mean" correct nothing the repair does not say again.
    expect(spokenCleanly("i'm sorry to hear that i mean it works".split(" "))).toEqual(
      "i'm sorry to hear that i mean it works".split(" "),
    );
  });

  it("never ends a sentence inside an amount, on a contracted subject or inside a subject of two plurals", () => {
    const lines = [
      { start: 0, end: 4, text: "thank you for your time and we'd" },
      { start: 4, end: 8, text: "welcome a demo with your crews" },
      { start: 8, end: 11, text: "the fleet plan costs one hundred and twenty" },
      { start: 11.8, end: 15, text: "nine dollars a month for every truck" },
      { start: 15, end: 19, text: "it is software for private ambulance" },
      { start: 19, end: 23, text: "services crews write the report on a tablet" },
    ];
    expect(rebuildSentences(lines).map((sentence) => sentence.text)).toEqual([
      "Thank you for your time and we'd welcome a demo with your crews.",
      "The fleet plan costs one hundred and twenty nine dollars a month for every truck.",
      "It is software for private ambulance services.",
      "Crews write the report on a tablet.",
    ]);
  });
  it("never ends a sentence on a number said in several words after a preposition, an ordinal or a modal's verb", () => {
    const cut = (lines: [number, number, string][]) =>
      rebuildSentences(lines.map(([start, end, text]) => ({ start, end, text }))).map((sentence) => sentence.text);
    // A pause after each first line would end a sentence there.
    expect(
      cut([
        [0, 4, "the agency plan costs sixty dollars a month for forty five"],
        [4.5, 8, "projects the basic plan covers two projects"],
      ]),
    ).toEqual([
      "The agency plan costs sixty dollars a month for forty five projects.",
      "The basic plan covers two projects.",
    ]);
    expect(
      cut([
        [0, 4, "you get a trial of two weeks and if you enter the code"],
        [4, 8, "spring at checkout your first"],
        [8, 12, "two months are half price after that"],
      ]),
    ).toEqual([
      "You get a trial of two weeks and if you enter the code spring at checkout your first two months are half price after that.",
    ]);
    expect(
      cut([
        [0, 4, "every order gets a packing slip and managers can replace"],
        [4.5, 8, "the old scanner with any phone"],
      ]),
    ).toEqual(["Every order gets a packing slip and managers can replace the old scanner with any phone."]);
    // "work" is said without an object too.
    expect(
      cut([
        [0, 4, "every order gets a packing slip and the scanners still work"],
        [4.5, 8, "the app is free to download"],
      ]),
    ).toEqual(["Every order gets a packing slip and the scanners still work.", "The app is free to download."]);
  });
});

describe("a rebuilt sentence opening on its verb", () => {
  it("has left its subject in the sentence before it", () => {
    expect(opensOnItsVerb("Gets cleaned again before the job can close.")).toBe(true);
    expect(opensOnItsVerb("Usually takes about a day.")).toBe(true);
    expect(opensOnItsVerb("Sends the hours to payroll every friday.")).toBe(true);
  });

  it("is not a plural subject and its verb, a name in -ly, or thanks", () => {
    expect(opensOnItsVerb("Plans start at ten dollars a month.")).toBe(false);
    expect(opensOnItsVerb("Parents can pay online.")).toBe(false);
    expect(opensOnItsVerb("Boxly tracks every parcel.")).toBe(false);
    expect(opensOnItsVerb("Thanks everyone for coming.")).toBe(false);
  });
});

describe("a rebuilt sentence cut unfinished", () => {
  it("is one ending on a verb wanting its object, a number without its unit, or a cut conjunct", () => {
    expect(endsUnfinished("Setting it up takes.")).toBe(true);
    expect(endsUnfinished("The old desktop app stops working on march thirty.")).toBe(true);
    expect(endsUnfinished("Districts pay four dollars per student per year and the gps.")).toBe(true);
  });

  it("is one ending on a short condition joined on, whose main clause comes next", () => {
    expect(endsUnfinished("You can pay by the month and if you sign for two years.")).toBe(true);
    expect(endsUnfinished("The van count stays right and when the stock runs out.")).toBe(true);
    // A condition holding its main clause, or one opening the sentence, says its point.
    expect(endsUnfinished("Try it for a week and if you need help our team sets it up with you.")).toBe(false);
    expect(endsUnfinished("If the driver is late the customer gets a text.")).toBe(false);
  });

  it("is one ending on an article, a conjunction, a preposition or a possessive, which want what follows", () => {
    expect(endsUnfinished("The signed form goes straight into the tenant's.")).toBe(true);
    expect(endsUnfinished("You can try it free for a month and.")).toBe(true);
    expect(endsUnfinished("Every order is packed in the.")).toBe(true);
    // "in" may end on a verb's particle: "…before you log in."
    expect(endsUnfinished("Staff get a code before they log in.")).toBe(false);
  });

  it("is not one that says its point to the end", () => {
    expect(endsUnfinished("Here is what it costs.")).toBe(false);
    expect(endsUnfinished("Setting it up takes ten minutes.")).toBe(false);
    expect(endsUnfinished("Relay connects to gmail outlook and any imap mailbox.")).toBe(false);
    expect(endsUnfinished("The driver signs and leaves the site.")).toBe(false);
  });
});
