import { describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { createIndex } from "../indexing/create-index.ts";
import type { VideoSource } from "../types.ts";
import {
  expectedAnswerType,
  holdsAnswerType,
  statesContractTerms,
  statesDataLocation,
  statesOpeningHours,
  statesSecondFactor,
  statesPlanPrice,
  statesTrialLength,
} from "./answer-type.ts";
import { searchedWords } from "../text/tokens.ts";

describe("answer types", () => {
  it("reads a plan's price as an amount by a period or a free plan, not a fee, a discount or a share of time", () => {
    expect(statesPlanPrice("The Stage plan is sixty dollars a month.")).toBe(true);
    expect(statesPlanPrice("It's two hundred and forty a month per office.")).toBe(true);
    expect(statesPlanPrice("Four dollars per seat per month, billed yearly.")).toBe(true);
    expect(statesPlanPrice("$35/month for the whole crew.")).toBe(true);
    expect(statesPlanPrice("The basic plan is free for one location.")).toBe(true);
    expect(statesPlanPrice("There's a one-time setup fee of five hundred dollars.")).toBe(false);
    expect(statesPlanPrice("Pay yearly and you get two months free.")).toBe(false);
    expect(statesPlanPrice("We promise 99.9% monthly uptime.")).toBe(false);
    expect(statesPlanPrice("You can try it for thirty days, then pay month to month.")).toBe(false);
  });

  it("reads a trial's length where the trial or what is free is said beside it, not another length", () => {
    expect(statesTrialLength("Your trial is ten days, and we extend it if you ask.")).toBe(true);
    expect(statesTrialLength("Every new shop gets forty-five days free.")).toBe(true);
    expect(statesTrialLength("The first month is free for every kennel.")).toBe(true);
    expect(statesTrialLength("Your first sixty days are on us.")).toBe(true);
    expect(statesTrialLength("Every add-on is free for your first month.")).toBe(true);
    expect(statesTrialLength("Premium reports stay free for the first 14 days.")).toBe(true);
    expect(statesTrialLength("Old photos are removed after ninety days.")).toBe(false);
    expect(statesTrialLength("Guests park for free and can stay up to three days.")).toBe(false);
    expect(statesTrialLength("Pay for a year up front and get one month free.")).toBe(false);
    expect(statesTrialLength("Our pilot bakeries cut waste by a third in the first two months.")).toBe(false);
  });

  it("reads what a contract binds the buyer to, not a contract the buyer signs with others", () => {
    expect(statesContractTerms("You pay month-to-month and can leave whenever.")).toBe(true);
    expect(statesContractTerms("There's no long-term contract, and setup is free.")).toBe(true);
    expect(statesContractTerms("Stop when you like: cancel anytime from the billing page.")).toBe(true);
    expect(statesContractTerms("Every plan has a 24-month term, billed quarterly.")).toBe(true);
    expect(statesContractTerms("Tenants sign their lease contract on the tablet.")).toBe(false);
    expect(statesContractTerms("The renewal reminder goes out a month before a contract ends.")).toBe(false);
  });

  it("reads where data is kept: a place said with data, files or servers", () => {
    expect(statesDataLocation("Customer records are kept in Montreal.")).toBe(true);
    expect(statesDataLocation("We run on AWS, in two regions.")).toBe(true);
    expect(statesDataLocation("Rollout goes region by region.")).toBe(false);
    expect(statesDataLocation("Hi, I'm Sam from Filewell, and these are your files.")).toBe(false);
  });

  it("reads signing in with a second step", () => {
    expect(statesSecondFactor("Staff sign in with two-step verification.")).toBe(true);
    expect(statesSecondFactor("Logging in sends a six-digit code to your email.")).toBe(true);
    expect(statesSecondFactor("Use an authenticator app of your choice.")).toBe(true);
    expect(statesSecondFactor("Scan the code on the parcel to check it in.")).toBe(false);
    expect(statesSecondFactor("Each room has two steps down to the pool.")).toBe(false);
  });

  it("reads when something is open: days or hours of the clock, not how often", () => {
    expect(statesOpeningHours("Phones are answered 8 am to 6 pm, Monday to Friday.")).toBe(true);
    expect(statesOpeningHours("Someone is on call seven days a week.")).toBe(true);
    expect(statesOpeningHours("Stock counts refresh every hour.")).toBe(false);
  });

  it("reads the kind of answer off the question's opening words", () => {
    expect(expectedAnswerType("How much is the Pro plan?")).toBe("money");
    expect(expectedAnswerType("What does it cost?")).toBe("money");
    expect(expectedAnswerType("How long does setup take?")).toBe("duration");
    expect(expectedAnswerType("trial?")).toBe("duration");
    expect(expectedAnswerType("free trial length?")).toBe("duration");
    expect(expectedAnswerType("How many languages does it support?")).toBe("count");
    expect(expectedAnswerType("Where is our data stored?")).toBe("place");
    expect(expectedAnswerType("Which CRMs do you integrate with?")).toBe("names");
    expect(expectedAnswerType("How far ahead are reminders sent?")).toBe("duration");
    expect(expectedAnswerType("Which meter brands are supported?")).toBe("names");
    expect(expectedAnswerType("What operating systems does the agent run on?")).toBe("names");
    expect(expectedAnswerType("What file formats can I upload?")).toBe("names");
    expect(expectedAnswerType("Which languages is the app in?")).toBe("names");
    expect(expectedAnswerType("How often are backups taken?")).toBe("frequency");
    expect(expectedAnswerType("When do we get paid?")).toBe("time");
    expect(expectedAnswerType("What are your support hours?")).toBe("hours");
    expect(expectedAnswerType("Can I call support on weekends?")).toBe("hours");
    expect(expectedAnswerType("Can our techs reach you at night?")).toBe("hours");
    expect(expectedAnswerType("Is support available 24/7?")).toBe("hours");
    expect(expectedAnswerType("Is there a night mode?")).toBeUndefined();
    expect(expectedAnswerType("How much fuel will we save?")).toBe("count");
    expect(expectedAnswerType("How much extra is the mobile app?")).toBe("money");
    expect(expectedAnswerType("How much does it cost?")).toBe("money");
    expect(expectedAnswerType("Is there a cheaper plan for a small team?")).toBe("money");
    expect(expectedAnswerType("Is it affordable for a solo founder?")).toBe("money");
    expect(expectedAnswerType("Will it find the cheapest postage?")).toBeUndefined();
    expect(expectedAnswerType("How big an event can it handle?")).toBe("count");
    expect(expectedAnswerType("How large can a team get?")).toBe("count");
    expect(expectedAnswerType("What's the minimum number of seats after the first year?")).toBe("count");
    expect(expectedAnswerType("What is the maximum number of users?")).toBe("count");
    expect(expectedAnswerType("What happens when an employee quits?")).toBe("consequence");
    expect(expectedAnswerType("What if someone never shows up?")).toBe("consequence");
    expect(expectedAnswerType("The tenant moves out early. What then?")).toBe("consequence");
    expect(expectedAnswerType("What about riders who have no smartphone?")).toBe("consequence");
    expect(expectedAnswerType("What do we do about parcels nobody collects?")).toBe("consequence");
    expect(expectedAnswerType("What does the kiosk do when the card reader fails?")).toBe("consequence");
    expect(expectedAnswerType("What about security?")).toBeUndefined();
    expect(expectedAnswerType("What does the kiosk do?")).toBeUndefined();
    expect(expectedAnswerType("Can I see how many users come back?")).toBeUndefined();
    expect(expectedAnswerType("Where is the layers panel located?")).toBeUndefined();
    expect(expectedAnswerType("What does the art board tool do?")).toBeUndefined();
  });

  it("reads a price asked for by what the buyer pays or by a bound on the amount", () => {
    expect(expectedAnswerType("We run two venues on the same estate — do we pay for each one?")).toBe("money");
    expect(expectedAnswerType("I'm a one-man operation. What would I pay?")).toBe("money");
    expect(expectedAnswerType("We do 160 calls a year, what would our bill look like?")).toBe("money");
    expect(expectedAnswerType("We have 4 stores. Would it come in under three grand a month in total?")).toBe("money");
    expect(expectedAnswerType("Is it under 150 a month per site?")).toBe("money");
    expect(expectedAnswerType("Is it less than $70 a seat?")).toBe("money");
    // Whether someone pays for a thing, or the vendor takes a cut, is answered by its price, "free" too.
    expect(expectedAnswerType("Do our volunteers have to pay for the app?")).toBe("money");
    expect(expectedAnswerType("Will the landlord pay anything to log in?")).toBe("money");
    expect(expectedAnswerType("Do you take a percentage of our sales?")).toBe("money");
    // How a buyer pays, whether they can, and a bound on anything but an amount, ask for no price.
    expect(expectedAnswerType("Can clients pay by card?")).toBeUndefined();
    expect(expectedAnswerType("Can guests pay for drinks at the bar with it?")).toBeUndefined();
    expect(expectedAnswerType("Can we have more than 50 users?")).toBeUndefined();
    // The bound is no number the tour says: "$149" answers "under 150".
    expect(searchedWords("Is it under 150 a month per site?")).toEqual(["month", "per", "site"]);
  });

  it("reads whether at a day or an hour, as buyers ask on every tour", () => {
    expect(expectedAnswerType("is support open on sundays")).toBe("hours");
    expect(expectedAnswerType("Can I reach someone early in the morning?")).toBe("hours");
    expect(expectedAnswerType("Is support open late?")).toBe("hours");
    expect(expectedAnswerType("Can I reach someone at 3am if something breaks during a removal?")).toBe("hours");
    expect(expectedAnswerType("Can I get help in the middle of the night?")).toBe("hours");
    expect(expectedAnswerType("Can we meet at the office?")).toBeUndefined();
    expect(expectedAnswerType("What is the price?")).toBe("money");
    expect(expectedAnswerType("What kind of support do you offer?")).toBeUndefined();
  });

  it("reads a yes/no question about connecting to the buyer's own kind of tool as asking which ones", () => {
    expect(expectedAnswerType("Does it connect to our payroll provider?")).toBe("names");
    expect(expectedAnswerType("Can you integrate with our CRM?")).toBe("names");
    expect(expectedAnswerType("Does it connect to our SAP system?")).toBeUndefined();
    expect(expectedAnswerType("Does it integrate with our Salesforce account?")).toBeUndefined();
    expect(expectedAnswerType("Does it connect to Gusto?")).toBeUndefined();
  });

  it("finds the expressions of each kind, spoken or written", () => {
    expect(holdsAnswerType("If a booking is not checked in by ten, the desk is released.", "consequence")).toBe(true);
    expect(holdsAnswerType("Desks are booked from the app.", "consequence")).toBe(false);
    expect(holdsAnswerType("the growth plan is two hundred dollars a month", "money")).toBe(true);
    expect(holdsAnswerType("Pro is $29.90 a month.", "money")).toBe(true);
    expect(holdsAnswerType("Pricing is on our website.", "money")).toBe(false);
    expect(holdsAnswerType("Standing orders start at twelve pounds a bag.", "money")).toBe(true);
    expect(holdsAnswerType("A café orders ten pounds of house espresso every Monday.", "money")).toBe(false);
    expect(holdsAnswerType("it takes about five minutes", "duration")).toBe(true);
    expect(holdsAnswerType("Most teams are up and running in an afternoon.", "duration")).toBe(true);
    expect(holdsAnswerType("It crawls your site in a few minutes.", "duration")).toBe(true);
    expect(holdsAnswerType("Pro is nineteen dollars a month.", "duration")).toBe(false);
    // A screen's label writes its units short.
    expect(holdsAnswerType("Pick a time: Sat 11:30 AM, 30 min", "duration")).toBe(true);
    expect(holdsAnswerType("Upload takes 45 secs.", "duration")).toBe(true);
    expect(holdsAnswerType("Records are backed up every hour.", "frequency")).toBe(true);
    expect(holdsAnswerType("Reports go out weekly.", "frequency")).toBe(true);
    expect(holdsAnswerType("Backups are kept for a year.", "frequency")).toBe(false);
    expect(holdsAnswerType("Our team answers the phone from 7 am to 8 pm Eastern.", "time")).toBe(true);
    expect(holdsAnswerType("chat support is open monday to friday nine to six", "time")).toBe(true);
    expect(holdsAnswerType("Ticket money reaches your bank account every Monday.", "time")).toBe(true);
    expect(holdsAnswerType("Our support team answers by email.", "time")).toBe(false);
    expect(holdsAnswerType("Our support team is available seven days a week by chat and phone.", "time")).toBe(true);
    expect(holdsAnswerType("Your engineers reach our partner desk by phone around the clock.", "time")).toBe(true);
    expect(holdsAnswerType("Accounts in the European region are stored in Frankfurt.", "place")).toBe(true);
    expect(holdsAnswerType("you can send those cohorts to hubspot or braze", "names")).toBe(true);
    expect(holdsAnswerType("you can send those reports to your team", "names")).toBe(false);
    expect(holdsAnswerType("the cleaner app is in english spanish portuguese and polish", "names")).toBe(true);
  });

  it("answers a price question with the sentence that says the price, beside one sharing more words", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/tour.mp4",
      cues: [
        { start: 0, end: 8, text: "Welcome to Tally, the shared inbox for support teams." },
        { start: 8, end: 16, text: "On the Pro plan, your whole team works from one shared inbox." },
        { start: 16, end: 24, text: "Pro is fifteen dollars per agent per month." },
        { start: 24, end: 32, text: "Thanks for watching!" },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "How much is the Pro plan for my team?");
    expect(answer.answer).toContain("Pro is fifteen dollars per agent per month.");
  });

  it("does not take the word a phrase adds for a name ('per seat' read as paying per user)", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/tour.mp4",
      cues: [
        { start: 0, end: 9, text: "Welcome to the Acme tour." },
        {
          start: 20,
          end: 31,
          text: "Next, integrations. Acme connects to Salesforce and HubSpot, and syncs every hour.",
        },
        { start: 32, end: 40, text: "Pricing starts at twenty dollars per seat each month." },
        { start: 41, end: 50, text: "Reports can be exported as spreadsheets." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "Which CRMs do you integrate with?");
    expect(answer.answer).toContain("Acme connects to Salesforce and HubSpot");
    expect(holdsAnswerType("Pricing starts at twenty dollars per seat each month.", "names")).toBe(false);
  });

  it("reads 'when' before its verb, or 'what date', as asking for a time, which a date or a moment by an event says", () => {
    expect(expectedAnswerType("When does the pilot finish?")).toBe("time");
    expect(expectedAnswerType("When's the renewal?")).toBe("time");
    expect(expectedAnswerType("What date do the new prices start?")).toBe("time");
    // "When" before its subject sets a case.
    expect(expectedAnswerType("When a driver quits do I have to delete his login myself?")).toBeUndefined();
    expect(holdsAnswerType("The pilot runs from March third to March seventeenth.", "time")).toBe(true);
    expect(holdsAnswerType("Sign the order form by June 30 and we start in July.", "time")).toBe(true);
    expect(holdsAnswerType("Statements go out on the first of each month.", "time")).toBe(true);
    expect(holdsAnswerType("Guests get a text two hours before their table is ready.", "time")).toBe(true);
    // Whether at a day or an hour is answered by opening hours, not by a date.
    expect(holdsAnswerType("The pilot runs from March third to March seventeenth.", "hours")).toBe(false);
    // "may" alone is a verb; a duration is no moment.
    expect(holdsAnswerType("You may add a second location later.", "time")).toBe(false);
    expect(holdsAnswerType("Setting it up takes two hours.", "time")).toBe(false);
  });

  it("answers when a thing ends with the sentence saying its date, beside one sharing more words", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/tour.mp4",
      cues: [
        { start: 0, end: 8, text: "Hi Jo, here's where your hotel's pilot of Roomwise stands." },
        {
          start: 10,
          end: 18,
          text: "During the pilot, try booking a room the way a guest would, and finish with a refund.",
        },
        { start: 20, end: 28, text: "It runs from March third to March seventeenth, with your rooms already loaded." },
        { start: 30, end: 38, text: "Reply to this email with anything you'd like to see." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "When does our pilot finish?");
    expect(answer.answer).toContain("March seventeenth");
  });

  it("reads where data lives, is kept or sits as asking for a place, which servers in a country say", async () => {
    expect(expectedAnswerType("Where do our files live?")).toBe("place");
    expect(expectedAnswerType("Where is our customer data kept?")).toBe("place");
    expect(expectedAnswerType("Where is the export button?")).toBeUndefined();
    expect(holdsAnswerType("Your data sits on encrypted servers in the United States.", "place")).toBe(true);
    expect(holdsAnswerType("the data's on aws in oregon and it's encrypted", "place")).toBe(true);
    expect(holdsAnswerType("Your files are encrypted before they are written to disk.", "place")).toBe(false);
  });

  it("answers where files are kept with the sentence saying the country their servers are in", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/tour.mp4",
      cues: [
        { start: 0, end: 8, text: "Hi, I'm Sam from Ledgerkeep, bookkeeping for dental practices." },
        {
          start: 10,
          end: 18,
          text: "Each patient's files are kept together on one page, with every invoice and x-ray.",
        },
        { start: 20, end: 28, text: "Everything is encrypted and sits on servers in the United States." },
        { start: 30, end: 38, text: "Reply to this email with anything you'd like to see." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "Where are our files kept?");
    expect(answer.answer).toContain("servers in the United States");
  });

  it("reads a which-question on a plural kind the product works with as asking for names", async () => {
    expect(expectedAnswerType("Which courier firms do you work with?")).toBe("names");
    expect(expectedAnswerType("Which barcode scanners are supported?")).toBe("names");
    expect(expectedAnswerType("Which weather stations can it read from?")).toBe("names");
    // One thing asked for, or a mass noun, is often answered by one name.
    expect(expectedAnswerType("Which card reader works with it?")).toBeUndefined();
    expect(expectedAnswerType("Which bookkeeping software does it work with?")).toBeUndefined();
    expect(expectedAnswerType("Which reports do I get?")).toBeUndefined();
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/florette.mp4",
      cues: [
        { start: 0, end: 8, text: "Welcome to Florette, the order desk for flower shops." },
        { start: 8, end: 16, text: "Your drivers work with the delivery app on their own phones all day." },
        { start: 16, end: 24, text: "Each bouquet gets a photo before it leaves the shop." },
        { start: 24, end: 32, text: "Bigger orders go out with Gophr or Stuart, booked in one click." },
        { start: 32, end: 40, text: "Thanks for watching!" },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "Which delivery couriers do you work with?");
    expect(answer.answer).toContain("Gophr or Stuart");
  });

  it("answers what the product is by the sentence saying it, not by the greeting that names it", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/placewell.mp4",
      cues: [
        { start: 0, end: 4, text: "Hello, I'm Ava, your guide to Placewell." },
        { start: 4, end: 10, text: "Placewell is the booking app for dog groomers and pet salons." },
        { start: 10, end: 16, text: "Clients pick a slot, and you get a reminder the day before." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "What is Placewell?");
    expect(answer.start).toBe(4);
    // How short the answer should be is no word the tour must say.
    expect((await answerQuestion(createIndex([tour]), "What is Placewell, in a sentence?")).start).toBe(4);
    expect((await answerQuestion(createIndex([tour]), "What does Placewell do, in a nutshell?")).start).toBe(4);
  });

  it("does not answer what the product does from an opening line that does not say it", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/clauseway.mp4",
      cues: [
        { start: 0, end: 8, text: "Thanks for hopping on, Dana. I'll keep this to about two minutes." },
        { start: 8, end: 14, text: "Clauseway keeps every contract your team signs in one searchable place." },
        { start: 14, end: 20, text: "Renewal dates come out of each contract on their own." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "What does Clauseway do?");
    expect(answer.start).toBe(8);
  });

  it("does not take a word asking for a duration for one the tour says in another sense", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/trackers.mp4",
      cues: [
        { start: 0, end: 8, text: "Hi, I'm Jo from Fleetbox, trackers for delivery vans." },
        { start: 8, end: 16, text: "You plug the tracker into the van and it reports in about two minutes." },
        { start: 16, end: 24, text: "Pricing is twenty dollars per van per month with no long contract." },
      ],
    };
    const answer = await answerQuestion(createIndex([tour]), "How long does a van install take?");
    expect(answer.start).toBe(8);
  });
});
