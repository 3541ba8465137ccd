import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { contentSentences } from "../retrieval/content-sentences.ts";
import { passageTerms } from "../text/tokens.ts";
import {
  asksHowToUnsaidThing,
  asksOfTheBuyersSide,
  asksTheWorld,
  asksUnsaidName,
  saysForewarned,
  saysNoNeed,
  saysPrevented,
  saysThingNamedAlone,
  saysVendorsOwn,
  saysWhatIsOffered,
} from "./asked-things.ts";

const index = createIndex([
  {
    kind: "video",
    url: "https://tours.example/benchdesk.mp4",
    cues: [
      { start: 0, end: 6, text: "Hi, I'm Rui, and this is Benchdesk, software for phone repair shops." },
      {
        start: 6,
        end: 12,
        text: "You can import your customers from a spreadsheet or from repairshopr in an afternoon.",
      },
      { start: 12, end: 18, text: "We're ISO 27001 certified, and audited every year." },
      { start: 18, end: 24, text: "Staff check every phone for damage at drop off." },
      { start: 24, end: 30, text: "Benchdesk matches each ticket with the technicians on shift." },
      { start: 30, end: 36, text: "Every shop gets a loan phone pool, tracked like any other stock." },
      { start: 36, end: 42, text: "Technicians can see the ticket's history on their tablet." },
      { start: 42, end: 48, text: "Parts orders for screens and batteries are listed on the dashboard." },
      { start: 48, end: 54, text: "When stock runs low, Benchdesk orders screens from your usual supplier." },
      { start: 54, end: 60, text: "Each finished repair prints its own labels for the customer's bag." },
      { start: 60, end: 66, text: "Your front desk sells phone cases to walk-ins." },
      { start: 66, end: 72, text: "We sell phone cases at cost to every shop." },
      { start: 72, end: 78, text: "A courier collects each broken phone from the shop." },
      { start: 78, end: 84, text: "Our couriers collect each broken phone from the shop." },
      { start: 84, end: 90, text: "If a shop has tablets, technicians sell screen repairs on them." },
      { start: 90, end: 96, text: "Benchdesk has tablets to sell to every shop." },
      { start: 96, end: 102, text: "Technicians get the app on their iPhone or Android phone." },
      { start: 102, end: 108, text: "Your loan phones go back on the shelf after each repair." },
      { start: 108, end: 114, text: "The customer gets a text when their phone is ready." },
      { start: 114, end: 120, text: "Repairs go live on the dashboard as soon as they are booked." },
      { start: 120, end: 126, text: "X-rays of each phone show up on the dashboard." },
    ],
  },
]);
const sentence = (start: number) => contentSentences(index).find((each) => each.start === start)!;
// A sentence of one's own wording, read where only its text counts.
const saying = (text: string) => ({ ...sentence(0), text });
// A sentence of one's own wording, its words too.
const said = (text: string) => ({ ...sentence(0), text, stems: passageTerms(text) });

describe("what a product is asked to offer", { timeout: 20_000 }, () => {
  it("is said in a form derived from its word, not in a name beginning with it ('repairshopr')", () => {
    expect(saysWhatIsOffered(index, "Do you offer on-site repairs?", sentence(6))).toBe(false);
    expect(saysWhatIsOffered(index, "Do you offer certification?", sentence(12))).toBe(true);
  });

  it("ends the thing acted on at a preposition of time or opposition ('…our laptops against damage')", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk insure our laptops against damage?", sentence(18))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk check every phone against damage?", sentence(18))).toBe(true);
    expect(saysWhatIsOffered(index, "Does Benchdesk check laptops before drop off?", sentence(18))).toBe(false);
  });

  it("asks a vendor to provide a thing, answered where the thing is handed over or spoken of, not the buyer's", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk provide technicians for our shop?", sentence(24))).toBe(false);
    expect(saysWhatIsOffered(index, "Do you provide loan phones?", sentence(30))).toBe(true);
    expect(saysWhatIsOffered(index, "Does Benchdesk provide technicians?", sentence(36))).toBe(true);
    // What a product has is said in the tour's own shape.
    expect(saysWhatIsOffered(index, "Does Benchdesk have ticket matching?", sentence(24))).toBe(true);
  });

  it("asks a vendor to sell, rent or lease a thing, answered where it is handed over, not sold by the buyer", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk sell phone cases?", sentence(60))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk sell phone cases?", sentence(66))).toBe(true);
    // "Can Benchdesk sell…?" asks what the product lets the buyer sell.
    expect(saysWhatIsOffered(index, "Can Benchdesk sell phone cases?", sentence(60))).toBe(true);
  });

  it("asks the buyer buying from the vendor what it trades in, as 'Does Benchdesk sell…?' does", () => {
    expect(saysWhatIsOffered(index, "Can we buy screens directly from Benchdesk?", sentence(48))).toBe(false);
    expect(saysWhatIsOffered(index, "Can we buy phone cases from Benchdesk?", sentence(66))).toBe(true);
    // Bought from someone else, the thing need not be the vendor's.
    expect(saysWhatIsOffered(index, "Can I order screens from my supplier in Benchdesk?", sentence(48))).toBe(true);
  });

  it("reads a sentence opening on the buyer's thing ('Your loan phones…') as not handing it over", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk provide loan phones?", sentence(102))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk provide loan phones?", sentence(30))).toBe(true);
  });

  it("reads getting as handing over only the thing got, said right after it", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk provide phones to our customers?", sentence(108))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk provide phones to our customers?", sentence(30))).toBe(true);
  });

  it("reads a capital letter joined to a noun ('X-rays') as no product's name", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk read the X-rays?", sentence(120))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk show the X-rays?", sentence(120))).toBe(true);
  });

  it("reads a hyphenated verb as itself, and a prefixed one ('re-order') as its verb too", () => {
    const asked = "Does Benchdesk dry-clean phones?";
    expect(saysWhatIsOffered(index, asked, saying("Loan phones go to cleaning after each repair."))).toBe(false);
    expect(saysWhatIsOffered(index, asked, saying("We dry-clean every loan phone after each repair."))).toBe(true);
    expect(saysWhatIsOffered(index, "Can Benchdesk re-order screens?", sentence(48))).toBe(true);
  });

  it("reads having as handing over when the vendor or the product has the thing, not the buyer", () => {
    expect(saysWhatIsOffered(index, "Does Benchdesk sell tablets?", sentence(84))).toBe(false);
    expect(saysWhatIsOffered(index, "Does Benchdesk sell tablets?", sentence(90))).toBe(true);
    // Having in a case is what the buyer may already have.
    const asked = "Can we buy tablets from Benchdesk?";
    expect(saysWhatIsOffered(index, asked, said("If you have tablets, technicians see tickets on them."))).toBe(false);
    expect(saysWhatIsOffered(index, asked, said("You have tablets for every technician."))).toBe(true);
  });

  it("asks a named product to act, not answered by its verb said as a noun ('parts orders for screens')", () => {
    expect(saysWhatIsOffered(index, "Can Benchdesk order screens?", sentence(42))).toBe(false);
    expect(saysWhatIsOffered(index, "Can Benchdesk order screens?", sentence(48))).toBe(true);
  });

  it("asks a named product to act, not answered by another verb for it said as a noun ('the order')", () => {
    const asked = "Can Benchdesk buy screens for us?";
    expect(saysWhatIsOffered(index, asked, said("Benchdesk sends the order for screens to your supplier."))).toBe(
      false,
    );
    expect(saysWhatIsOffered(index, asked, said("Benchdesk orders screens from your supplier."))).toBe(true);
  });

  it("asks a named product to act, not answered where others do the act", () => {
    const asked = "Can Benchdesk book the couriers' pickups?";
    expect(saysWhatIsOffered(index, asked, said("Couriers book their pickups from the shop's dashboard."))).toBe(false);
    expect(saysWhatIsOffered(index, asked, said("Managers can book courier pickups on the dashboard."))).toBe(false);
    expect(saysWhatIsOffered(index, asked, said("Benchdesk books the pickups for your couriers."))).toBe(true);
    // A singular noun before the verb's form names a kind of the act ("pickup bookings"), not who does it.
    expect(saysWhatIsOffered(index, asked, said("Courier pickup bookings show up on the dashboard."))).toBe(true);
    // Asked what someone does in the product, they are the ones doing it.
    const inProduct = "Can couriers book pickups in Benchdesk?";
    expect(saysWhatIsOffered(index, inProduct, said("Couriers book their pickups from the shop's dashboard."))).toBe(
      true,
    );
  });

  it("asks a named product about another product by naming it as the thing, not by a name modifying the thing", () => {
    const relating = "Does Benchdesk work with Samsung?";
    expect(saysWhatIsOffered(index, relating, said("Samsung screens are listed with their prices."))).toBe(true);
    const selling = "Does Benchdesk sell Samsung chargers?";
    expect(saysWhatIsOffered(index, selling, said("We keep Samsung chargers on the shelf for walk-ins."))).toBe(false);
    expect(saysWhatIsOffered(index, selling, said("We sell Samsung chargers to every shop."))).toBe(true);
  });

  it("asks a named product to act on a kind of thing, answered where its specific modifier is said too", () => {
    expect(saysWhatIsOffered(index, "Can Benchdesk print shipping labels?", sentence(54))).toBe(false);
    expect(saysWhatIsOffered(index, "Can Benchdesk print labels?", sentence(54))).toBe(true);
    expect(saysWhatIsOffered(index, "Can Benchdesk print the customer labels?", sentence(54))).toBe(true);
    // The buyer's own things are theirs to name.
    expect(saysWhatIsOffered(index, "Can I print our shipping labels in Benchdesk?", sentence(54))).toBe(true);
  });

  it("asks someone to do a thing inside the named product, answered where the thing is said", () => {
    expect(saysWhatIsOffered(index, "Can technicians see invoices inside Benchdesk?", sentence(36))).toBe(false);
    expect(saysWhatIsOffered(index, "Can technicians see the ticket's history inside Benchdesk?", sentence(36))).toBe(
      true,
    );
  });

  it("asks someone to do a thing in the product's app or portal, alone or before a purpose", () => {
    expect(saysWhatIsOffered(index, "can technicians order parts in the app", sentence(36))).toBe(false);
    expect(saysWhatIsOffered(index, "Can technicians see the ticket's history in the app?", sentence(36))).toBe(true);
    expect(
      saysWhatIsOffered(index, "can technicians see invoices thru there portal for each repair", sentence(36)),
    ).toBe(false);
    expect(
      saysWhatIsOffered(index, "Can technicians see the ticket's history in the app for a repair?", sentence(36)),
    ).toBe(true);
    // A site is also the buyer's: "…on the site" is where the work is done.
    expect(saysWhatIsOffered(index, "Can technicians order parts on the site?", sentence(36))).toBe(true);
  });

  it("asks nothing offered where someone else has a thing, or 'has' makes a tense", () => {
    // The buyer's, a clause's or an infinitive's "have" says what they have; the sentence need not say it.
    expect(saysWhatIsOffered(index, "Is the basic plan enough if we have forty phones?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Can staff see how many loan phones they have left?", sentence(30))).toBe(true);
    expect(saysWhatIsOffered(index, "Do we pay for a courier to have a login?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Does it tell me when a customer has collected a phone?", sentence(24))).toBe(true);
    // The product's own "have" still asks for the thing.
    expect(saysWhatIsOffered(index, "Does Benchdesk have a courier login?", sentence(36))).toBe(false);
  });

  it("reads adverbs after the product's app as where or how it works, not a thing it acts on", () => {
    expect(saysWhatIsOffered(index, "Does the tablet app work underground?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Does the tablet app still work out there?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Does the tablet app still track loan phones?", sentence(36))).toBe(false);
  });
});

describe("a name the tour never says", { timeout: 20_000 }, () => {
  it("is asked about when the product is asked to work with it", () => {
    expect(asksUnsaidName(index, "Does Benchdesk integrate with Salesforce?")).toBe(true);
    expect(asksUnsaidName(index, "Can the app run on a Motorola phone?")).toBe(true);
    expect(asksUnsaidName(index, "Can Benchdesk order screens from Motorola for our shop?")).toBe(true);
  });

  it("is the buyer's situation when it is their own thing, which the tour may say as its kind", () => {
    expect(asksUnsaidName(index, "Will the app run on my Motorola phone?")).toBe(false);
    expect(asksUnsaidName(index, "Our technicians all use Motorola phones. Will the app run on them?")).toBe(false);
    expect(asksUnsaidName(index, "Our front desk has an old Zebra printer. Will it print the labels?")).toBe(false);
    expect(asksUnsaidName(index, "We're still on Lightspeed for the till. Can we import our customers?")).toBe(false);
  });
});

describe("the vendor's own people or premises a product is asked to work with", { timeout: 20_000 }, () => {
  it("are said as the vendor's ('our couriers'), not as anyone's", () => {
    const asked = "Does Benchdesk collect broken phones with its own couriers?";
    expect(saysVendorsOwn(index, asked, sentence(72))).toBe(false);
    expect(saysVendorsOwn(index, asked, sentence(78))).toBe(true);
    expect(saysVendorsOwn(index, "can it collect broken phones with its own couriers", sentence(78))).toBe(true);
  });

  it("are not asked for by a thing done on its own, or by someone else's own", () => {
    expect(saysVendorsOwn(index, "Does Benchdesk reorder screens on its own?", sentence(72))).toBe(true);
    expect(saysVendorsOwn(index, "Can shops collect phones with their own couriers?", sentence(72))).toBe(true);
  });

  it("are asked for by the product's people ('Benchdesk's couriers') as by its own", () => {
    expect(saysVendorsOwn(index, "Can Benchdesk's couriers collect broken phones?", sentence(72))).toBe(false);
    expect(saysVendorsOwn(index, "Can Benchdesk's couriers collect broken phones?", sentence(78))).toBe(true);
  });

  it("are asked for by one of the product's people ('a Benchdesk courier') as by its own", () => {
    expect(saysVendorsOwn(index, "Will a Benchdesk courier collect broken phones?", sentence(72))).toBe(false);
    expect(saysVendorsOwn(index, "Will a Benchdesk courier collect broken phones?", sentence(78))).toBe(true);
  });

  it("are asked for by sending someone, answered where the vendor acts", () => {
    expect(saysVendorsOwn(index, "Can Benchdesk send someone to fix our printer?", sentence(72))).toBe(false);
    expect(saysVendorsOwn(index, "Can Benchdesk send someone to fix our printer?", sentence(66))).toBe(true);
  });

  it("are asked for as someone the vendor has who does a job ('a courier who…')", () => {
    const asked = "Does Benchdesk have a courier who collects broken phones?";
    expect(saysVendorsOwn(index, asked, sentence(72))).toBe(false);
    expect(saysVendorsOwn(index, asked, sentence(78))).toBe(true);
  });
});

describe("a question about the world, naming no one of the sale", { timeout: 20_000 }, () => {
  it("is told from the asker's day ('this weekend', 'last year')", () => {
    expect(asksTheWorld(index, "What's the forecast for Boston this weekend?")).toBe(true);
    expect(asksTheWorld(index, "Who took the league title last year?")).toBe(true);
    expect(asksTheWorld(index, "What can our technicians see this week?")).toBe(false);
    expect(asksTheWorld(index, "What does Benchdesk show on the dashboard today?")).toBe(false);
  });

  it("asks for a recommendation or a ranking of a thing the Vemo never names", () => {
    expect(asksTheWorld(index, "What's a good recipe for pancakes?")).toBe(true);
    expect(asksTheWorld(index, "What's the longest river in Africa?")).toBe(true);
    expect(asksTheWorld(index, "What's the best way to import customers?")).toBe(false);
    expect(asksTheWorld(index, "Which tablet is cheapest for technicians?")).toBe(false);
  });

  it("asks for a count of things the Vemo never names", () => {
    // Counted in something the tour never names either, though another word is the tour's ("shop").
    expect(asksTheWorld(index, "How many keys are on the piano at the repair shop?")).toBe(true);
    expect(asksTheWorld(index, "How many screens are in a repair kit?")).toBe(false);
    expect(asksTheWorld(index, "How many strings does a cello have?")).toBe(true);
    expect(asksTheWorld(index, "How many screens are in a parts order?")).toBe(false);
  });
});

describe("a thing a question names alone", { timeout: 20_000 }, () => {
  it("is said by its head noun, not by a word modifying it ('phone insurance?')", () => {
    expect(saysThingNamedAlone(index, "phone insurance?", [sentence(30)])).toBe(false);
    expect(saysThingNamedAlone(index, "loan phones?", [sentence(30)])).toBe(true);
  });

  it("is said with its specific modifiers ('courier labels?' is not 'its own labels')", () => {
    expect(saysThingNamedAlone(index, "courier labels?", [sentence(54)])).toBe(false);
    expect(saysThingNamedAlone(index, "bag labels?", [sentence(54)])).toBe(true);
  });

  it("is said with an everyday noun modifying it above the commonest ('car labels?'), not 'time' or 'people'", () => {
    expect(saysThingNamedAlone(index, "car labels?", [sentence(54)])).toBe(false);
    expect(saysThingNamedAlone(index, "people labels?", [sentence(54)])).toBe(true);
  });

  it("reads the app as a head, and a modifier the dictionary does not know as specific ('smartwatch app?')", () => {
    expect(saysThingNamedAlone(index, "smartwatch app?", [sentence(96)])).toBe(false);
    expect(saysThingNamedAlone(index, "iphone app?", [sentence(96)])).toBe(true);
  });

  it("may be said over the answering sentence and the one right after it", () => {
    expect(saysThingNamedAlone(index, "battery supplier?", [sentence(42)])).toBe(false);
    expect(saysThingNamedAlone(index, "battery supplier?", [sentence(42), sentence(48)])).toBe(true);
  });

  it("may have its modifiers said in the sentence right before, its head not ('battery orders?', 'screen dashboard?')", () => {
    expect(saysThingNamedAlone(index, "battery orders?", [sentence(48)])).toBe(false);
    expect(saysThingNamedAlone(index, "battery orders?", [sentence(48)], sentence(42))).toBe(true);
    expect(saysThingNamedAlone(index, "screen dashboard?", [sentence(48)], sentence(42))).toBe(false);
  });

  it("asks nothing of the kind when the question has a verb or a question word", () => {
    expect(saysThingNamedAlone(index, "Is there phone insurance?", [sentence(30)])).toBe(true);
    expect(saysThingNamedAlone(index, "how fast", [sentence(30)])).toBe(true);
  });
});

describe("what is offered, read in the question's grammar", { timeout: 20_000 }, () => {
  it("reads no focusing adverb as the verb: 'Will the app still work?' asks of no thing", () => {
    expect(saysWhatIsOffered(index, "Will the app still work?", sentence(36))).toBe(true);
  });

  it("reads 'has' right before a preposition as having its object before it, not as an offer", () => {
    expect(saysWhatIsOffered(index, "Can I limit how many tickets one technician has on shift?", sentence(36))).toBe(
      true,
    );
    expect(saysWhatIsOffered(index, "Does it have a loan phone pool?", sentence(36))).toBe(false);
  });

  it("reads 'have been' or 'have' with a participle as a tense, not as an offer", () => {
    expect(saysWhatIsOffered(index, "Can I text only customers who have been away a year?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Can I text customers who have waited a week?", sentence(36))).toBe(true);
  });

  it("reads having inside a clause of 'who / which / that / how many / how much' as someone else's, not an offer", () => {
    expect(saysWhatIsOffered(index, "Can staff see how much time each repair has left?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Can I list the shops which have a courier?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Which plan has a courier?", sentence(36))).toBe(false);
  });

  it("ends the thing at a clause of its own that a pronoun opens ('…a loan phone pool we can borrow from')", () => {
    expect(saysWhatIsOffered(index, "Do you have a loan phone pool we can borrow from?", sentence(30))).toBe(true);
    expect(saysWhatIsOffered(index, "Do you have a loan phone pool?", sentence(36))).toBe(false);
  });

  it("reads having in a case the question sets ('if / when someone has…') as no offer", () => {
    expect(saysWhatIsOffered(index, "What happens if a shop has a broken screen?", sentence(36))).toBe(true);
    expect(saysWhatIsOffered(index, "Does it have a broken screen?", sentence(36))).toBe(false);
  });

  it("says a verb or a noun of it in its irregular past form ('pay' of 'paid')", () => {
    expect(
      saysWhatIsOffered(
        index,
        "Can technicians get their pay through the app?",
        said("Technicians get paid from their phone."),
      ),
    ).toBe(true);
    expect(
      saysWhatIsOffered(
        index,
        "Can technicians get their pay through the app?",
        said("Technicians get tips from their phone."),
      ),
    ).toBe(false);
  });
});

describe("what a 'how do I…' question asks about", { timeout: 20_000 }, () => {
  it("reads the verb's complements with its object: an idiom or a light verb names the thing after a preposition", () => {
    expect(asksHowToUnsaidThing(index, "How do I keep an eye on loan phones?")).toBe(false);
    expect(asksHowToUnsaidThing(index, "How do we bill walk-ins for batteries?")).toBe(false);
    expect(asksHowToUnsaidThing(index, "How do I train for a marathon?")).toBe(true);
    expect(asksHowToUnsaidThing(index, "How do I bake sourdough at home?")).toBe(true);
  });

  it("reads a word saying only how the thing is ('alive') as naming nothing acted on", () => {
    // The tour says "live", a synonym of "alive" in another sense.
    expect(asksHowToUnsaidThing(index, "How do I keep a sourdough starter alive?")).toBe(true);
    expect(asksHowToUnsaidThing(index, "How do I keep loan phones charged?")).toBe(false);
  });
});

describe("a question asking whether the buyer must do a thing", { timeout: 20_000 }, () => {
  it("is answered where the sentence says it is done for them, in any of the ways a tour says so", () => {
    const asked = "Do we still have to send the repair log to head office by hand?";
    expect(saysNoNeed(asked, saying("The log goes to head office every night without anyone opening it."))).toBe(true);
    expect(saysNoNeed(asked, saying("Nobody has to copy the log anymore."))).toBe(true);
    expect(saysNoNeed(asked, saying("The repair log fills itself in as you work."))).toBe(true);
    expect(saysNoNeed(asked, saying("I just close the ticket and it sends the log for me."))).toBe(true);
    expect(saysNoNeed(asked, saying("The repair log is built from the tickets you closed."))).toBe(true);
  });

  it("is not answered where the sentence only says the thing is done", () => {
    const asked = "Do we have to type each repair into the log?";
    expect(saysNoNeed(asked, saying("Each repair goes into the log with its parts and price."))).toBe(false);
    expect(saysNoNeed("Can it send the log to head office?", saying("The log is sent for me every night."))).toBe(
      false,
    );
  });
});

describe("a question asking whether the product prevents a thing", { timeout: 20_000 }, () => {
  it("is answered where the sentence says it blocks, stops or warns", () => {
    const asked = "Will it stop my techs from closing a ticket with no photo?";
    expect(saysPrevented(asked, saying("A ticket with no photo can't be closed."))).toBe(true);
    expect(saysPrevented(asked, saying("It warns the tech when the photo is missing."))).toBe(true);
    expect(
      saysPrevented("Can it keep walk-ins from booking the same slot?", saying("It blocks a second booking.")),
    ).toBe(true);
  });

  it("is not answered so where the sentence only says the thing, nor asked by the buyer's own way", () => {
    expect(saysPrevented("Will it stop my techs from closing a ticket?", saying("Techs close tickets."))).toBe(false);
    expect(saysPrevented("How do I keep phones from overheating?", saying("It warns you."))).toBe(false);
  });
});

describe("a question asking whether someone is told ahead of a thing", { timeout: 20_000 }, () => {
  it("is answered where the sentence says someone is warned, reminded or sent a text before it", () => {
    const asked = "Will owners get a heads-up before their repair warranty runs out?";
    expect(saysForewarned(asked, saying("Benchdesk reminds the owner a month before the warranty ends."))).toBe(true);
    expect(saysForewarned(asked, saying("Owners get a text two weeks before it expires."))).toBe(true);
    expect(
      saysForewarned(
        "Do techs get a warning before a ticket goes overdue?",
        saying("It flags the ticket a day ahead."),
      ),
    ).toBe(true);
  });

  it("is not answered so where the sentence tells no one ahead, nor where nothing is asked ahead", () => {
    const asked = "Will owners get a heads-up before their repair warranty runs out?";
    expect(saysForewarned(asked, saying("Every repair comes with a ninety day warranty."))).toBe(false);
    expect(saysForewarned(asked, saying("Check the phone before you hand it back."))).toBe(false);
    expect(saysForewarned("Can owners get a text when the phone is ready?", saying("It texts them before noon."))).toBe(
      false,
    );
  });
});

describe("a yes/no question about what the buyer's side does or gets", { timeout: 20_000 }, () => {
  it("asks of the buyer, their people or their things", () => {
    expect(asksOfTheBuyersSide(index, "Can we keep old tickets on file for next year?")).toBe(true);
    expect(asksOfTheBuyersSide(index, "Do walk-in customers get a text before we close?")).toBe(true);
    expect(asksOfTheBuyersSide(index, "Does the parts count go down after a repair?")).toBe(true);
    expect(asksOfTheBuyersSide(index, "We open two shops in May. Will my techs see both?")).toBe(true);
  });

  it("does not ask of the product, its vendor or its app, nor whether there is a thing", () => {
    expect(asksOfTheBuyersSide(index, "Does it track fuel for the vans?")).toBe(false);
    expect(asksOfTheBuyersSide(index, "Can Benchdesk give us tax advice?")).toBe(false);
    expect(asksOfTheBuyersSide(index, "Do you write our job ads?")).toBe(false);
    expect(asksOfTheBuyersSide(index, "Does the app work offline?")).toBe(false);
    expect(asksOfTheBuyersSide(index, "Is there a yearly contract?")).toBe(false);
    expect(asksOfTheBuyersSide(index, "How do techs log their hours?")).toBe(false);
  });
});
