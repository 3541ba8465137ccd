import { describe, expect, it } from "vitest";
import { paraphrasesOf } from "./buyer-words.ts";
import { splitWords, stemWord } from "./tokens.ts";

describe("a buyer's words", () => {
  it("lets a buyer's word stand for the tour's", () => {
    expect(paraphrasesOf(stemWord("pricing"))).toEqual(expect.arrayContaining(["cost", "dollar"]));
    expect(paraphrasesOf(stemWord("trial"))).toContain("tri");
    expect(paraphrasesOf(stemWord("clients"))).toContain("custom");
    expect(paraphrasesOf(stemWord("layer"))).toEqual([]);
    expect(paraphrasesOf(stemWord("estimates"))).toContain(stemWord("quote"));
    expect(paraphrasesOf(stemWord("consumption"))).toContain(stemWord("usage"));
    expect(paraphrasesOf("sso")).toContain("singlesignon");
    expect(paraphrasesOf(stemWord("implementation"))).toContain(stemWord("rollout"));
  });

  it("reads a business's words alike on a sales tour only", () => {
    expect(paraphrasesOf(stemWord("quits"))).not.toContain(stemWord("leavers"));
    expect(paraphrasesOf(stemWord("quits"), true)).toContain(stemWord("leavers"));
    expect(paraphrasesOf(stemWord("pictures"), true)).toContain(stemWord("photo"));
    expect(paraphrasesOf(stemWord("pictures"))).toEqual([]);
    expect(paraphrasesOf(stemWord("commitment"), true)).toContain(stemWord("contract"));
    expect(paraphrasesOf(stemWord("yearly"), true)).toContain(stemWord("annual"));
    expect(paraphrasesOf(stemWord("help"), true)).toContain(stemWord("support"));
    expect(paraphrasesOf(stemWord("inventory"), true)).toContain(stemWord("stock"));
  });

  it("reads a buyer's verb as the tour's verb for the same act, on a sales tour only", () => {
    expect(paraphrasesOf(stemWord("join"), true)).toContain(stemWord("invite"));
    expect(paraphrasesOf(stemWord("keep"), true)).toContain(stemWord("retained"));
    expect(paraphrasesOf(stemWord("chase"), true)).toEqual(expect.arrayContaining([stemWord("reminder"), "followup"]));
    expect(paraphrasesOf(stemWord("schedule"), true)).toContain(stemWord("booking"));
    expect(paraphrasesOf(stemWord("verify"), true)).toContain(stemWord("confirm"));
    expect(paraphrasesOf(stemWord("accessed"), true)).toContain(stemWord("opened"));
    expect(paraphrasesOf(stemWord("join"))).toEqual([]);
    expect(paraphrasesOf(stemWord("keep"))).toEqual([]);
    // The stemmer makes "customize" "customer" and "authorize" "author": such verbs are left out.
    expect(paraphrasesOf(stemWord("customers"), true)).not.toContain(stemWord("personalize"));
    expect(splitWords("we follow up with every lead")).toContain("followup");
    expect(splitWords("the manager signs off on each quote")).toContain("signoff");
    expect(splitWords("crews clock in from the app")).toContain("clockin");
  });

  it("gives a phrase that names one thing its word, keeping its own words", () => {
    expect(splitWords("How long does setting up take?")).toEqual([
      "how",
      "long",
      "does",
      "setting",
      "up",
      "setup",
      "take",
    ]);
    expect(splitWords("Can I use canned responses?")).toContain("cannedresponse");
    expect(splitWords("setting it up takes an hour")).toContain("setup");
    expect(splitWords("schools get forty percent off")).toContain("discount");
    expect(splitWords("Most teams are up and running in an afternoon.")).toContain("setup");
    expect(splitWords("How long does it take to roll out?")).toContain("setup");
    expect(splitWords("Number seven, single sign-on with Okta.")).toContain("singlesignon");
    expect(splitWords("the command line tool")).toContain("commandline");
    expect(splitWords("Is there a knowledge base?")).toContain("knowledgebase");
    expect(splitWords("a help center builder")).toContain("helpcenter");
    expect(splitWords("people who logged in this month")).toContain("signin");
    expect(splitWords("licenses nobody uses")).toContain("unused");
    expect(splitWords("patients who don't show up")).toContain("noshow");
    expect(splitWords("Is support available 24/7?")).toContain("allhours");
    expect(splitWords("staffed around the clock")).toContain("allhours");
    expect(splitWords("scanning keeps working if the lobby wifi drops")).toContain("offline");
    expect(splitWords("Does it work without cell service?")).toContain("offline");
    expect(splitWords("What happens if the internet goes down?")).toContain("offline");
    expect(splitWords("Can we test it before we buy?")).toContain("trial");
    expect(splitWords("Can we test it before committing?")).toContain("trial");
    expect(splitWords("We do a paid pilot for sixty days.")).toContain("trial");
    expect(splitWords("Can I talk to someone on your team?")).toContain("contactus");
    expect(splitWords("Questions? Book a call with us.")).toContain("contactus");
    expect(splitWords("the app is white label")).toContain("whitelabel");
    expect(splitWords("Who started it?")).toContain("founder");
    expect(splitWords("Most offices are live in under an hour.")).toContain("setup");
    expect(splitWords("Can you move our existing customer data over?")).toContain("migrate");
    expect(splitWords("We bring your price list across from Excel.")).toContain("migrate");
    expect(splitWords("Can we switch over from Cliniko?")).toContain("migrate");
    expect(splitWords("Do you have an ecommerce store?")).toContain("ecommerce");
    expect(splitWords("Switch on the web shop and your catalog goes live.")).toContain("ecommerce");
    expect(splitWords("Drag the layer over the photo.")).not.toContain("migrate");
    expect(splitWords("Move the text box a little to the left, then click over here.")).not.toContain("migrate");
  });

  it("reads a business of one person as one word, said by the buyer or the tour", () => {
    expect(splitWords("I'm a one-man operation. What would I pay?")).toContain("solo");
    expect(splitWords("What does it cost for a single agent?")).toContain("solo");
    expect(splitWords("Solo: $59 per month for one technician.")).toContain("solo");
    expect(splitWords("We're a team of twelve agents.")).not.toContain("solo");
  });

  it("reads a buyer's vocabulary by topic, written before any miss was read", () => {
    expect(paraphrasesOf(stemWord("subscriptions"))).toContain(stemWord("subscribe"));
    expect(paraphrasesOf(stemWord("invoices"))).toContain(stemWord("billing"));
    expect(paraphrasesOf(stemWord("deployment"))).toContain(stemWord("setup"));
    expect(paraphrasesOf(stemWord("spend"))).toContain(stemWord("cost"));
    expect(paraphrasesOf(stemWord("multilingual"))).toContain(stemWord("translation"));
    expect(paraphrasesOf(stemWord("staff"))).not.toContain(stemWord("employees"));
    expect(paraphrasesOf(stemWord("staff"), true)).toContain(stemWord("employees"));
    expect(paraphrasesOf(stemWord("recurring"), true)).toContain(stemWord("repeat"));
    expect(paraphrasesOf(stemWord("licenses"), true)).toContain(stemWord("seats"));
    expect(paraphrasesOf(stemWord("quota"), true)).toContain(stemWord("limits"));
    expect(paraphrasesOf(stemWord("terminate"), true)).toContain(stemWord("cancel"));
    expect(splitWords("How quickly can we get going?")).toContain("setup");
    expect(splitWords("Can we hook it up to our warehouse system?")).toContain("integrate");
    expect(splitWords("Is everything backed up every night?")).toContain("backup");
    expect(splitWords("Is there an audit trail?")).toContain("auditlog");
    expect(splitWords("Can we self-host it?")).toContain("onpremise");
    expect(splitWords("Do we get a dedicated account manager?")).toContain("accountmanager");
    expect(splitWords("There is no limit on projects.")).toContain("unlimited");
    expect(splitWords("Are we locked in for a year?")).toContain("lockin");
    expect(splitWords("Can customers opt out of texts?")).toContain("optout");
    expect(splitWords("Does it handle time zones?")).toContain("timezone");
    expect(splitWords("Clock in from the app.")).not.toContain("lockin");
    expect(splitWords("Is it browser-based or a download?")).toContain("webapp");
    expect(splitWords("It all runs in your browser.")).toContain("webapp");
    expect(splitWords("Do you send web hooks?")).toContain("webhook");
    expect(splitWords("We run a penetration test every year.")).toContain("pentest");
    expect(splitWords("Can it stop double bookings?")).toContain("doublebook");
  });

  it("reads what buyers ask on every tour, written before any tour's rows were read", () => {
    expect(splitWords("Do I need a credit card to start?")).toContain("cardneeded");
    expect(splitWords("Start free, no card required.")).toContain("cardneeded");
    expect(splitWords("Try it without a credit card.")).toContain("cardneeded");
    expect(splitWords("Customers pay by card at the counter.")).not.toContain("cardneeded");
    expect(splitWords("Can I call someone at night?")).toContain("contactus");
    expect(splitWords("Phone and email support from eight to eight.")).toContain("contactus");
    expect(splitWords("Our support line is open on weekends.")).toContain("contactus");
    expect(splitWords("Do we pay extra for each employee who logs in?")).toContain("peruser");
    expect(splitWords("Priced per location, with unlimited users.")).toContain("peruser");
    expect(splitWords("Are extra logins included?")).toContain("peruser");
    expect(splitWords("Is there volume pricing for agencies?")).toContain("discount");
    expect(splitWords("The price drops as you add locations.")).toContain("discount");
    expect(splitWords("Do we need special hardware?")).toContain("hardware");
    expect(splitWords("It runs on the phones your techs already have.")).toContain("hardware");
    expect(splitWords("Tap the phone icon to call.")).not.toContain("hardware");
    expect(splitWords("Do I need to buy new meters?")).toContain("hardware");
    expect(splitWords("It reads the meters you already have.")).toContain("hardware");
    expect(splitWords("It keeps working in dead zones.")).toContain("offline");
    expect(splitWords("Photos upload later, once you're back in range.")).toContain("offline");
    expect(splitWords("Our team will load your clients and prices for you.")).toContain("migrate");
    expect(splitWords("We set the schedule for you.")).not.toContain("migrate");
    expect(splitWords("Is there a mobile app?")).toContain("mobileapp");
    expect(splitWords("Drivers use the iOS and Android app.")).toContain("mobileapp");
    expect(splitWords("Are there any hidden fees?")).toContain("extrafee");
    expect(splitWords("There is no setup fee, and everything is included.")).toContain("extrafee");
    expect(splitWords("Can I get my data out if we leave?")).toContain("export");
    expect(splitWords("Your data is yours, always.")).toContain("export");
    expect(splitWords("Is the interface available in other languages?")).toContain("multilingual");
    expect(splitWords("The app speaks English, Spanish and Polish.")).toContain("multilingual");
    expect(splitWords("Our office is in English countryside.")).not.toContain("multilingual");
  });
});
