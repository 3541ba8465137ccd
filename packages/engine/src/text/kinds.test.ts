import { describe, expect, it } from "vitest";
import { paraphrasesOf } from "./buyer-words.ts";
import { isKindWord, kindsAndMembersOf } from "./kinds.ts";
import { splitWords, stemWord } from "./tokens.ts";

describe("kinds of product and their members", () => {
  it("reads a kind said in a phrase as its one word", () => {
    expect(splitWords("Can we use our own identity provider?")).toEqual([
      "can",
      "we",
      "use",
      "our",
      "own",
      "identityprovider",
    ]);
    expect(splitWords("Which accounting software do you connect to?")).toContain("accountingsoftware");
    expect(splitWords("Which payment processor do you use?")).toContain("paymentprocessor");
    expect(splitWords("Can it run in our CI pipeline?")).toContain("cipipeline");
    expect(splitWords("Which operating systems does it run on?")).toContain("operatingsystem");
    expect(splitWords("our applicant tracking system")).toEqual(["our", "ats"]);
    expect(splitWords("Does it work with our automation platform?")).toContain("automationplatform");
    // A phrase that names a thing, not a kind of product, keeps its words.
    expect(splitWords("Connect your email account and get unlimited file storage.")).toEqual(
      expect.arrayContaining(["email", "account", "storage"]),
    );
    expect(isKindWord("identityprovider")).toBe(true);
    expect(isKindWord("payroll")).toBe(false);
  });

  it("gives a member of two words its one word, keeping its words", () => {
    expect(splitWords("Your staff sign in through Okta, Azure AD or Google.")).toEqual(
      expect.arrayContaining(["okta", "azure", "ad", "azuread"]),
    );
    expect(splitWords("Developers can run the same checks in GitHub Actions")).toContain("githubactions");
    expect(splitWords("members pay with Apple Pay or a card")).toContain("applepay");
  });

  it("relates a kind to its members and a member to its kinds, never a member to another", () => {
    expect(kindsAndMembersOf("crm")).toEqual(expect.arrayContaining([stemWord("salesforce"), stemWord("hubspot")]));
    expect(kindsAndMembersOf(stemWord("quickbooks"))).toEqual([stemWord("accountingsoftware")]);
    // The days of the week are asked of the same way: "Is support open on weekends?" of "…we answer on Saturdays".
    expect(kindsAndMembersOf(stemWord("weekends"))).toEqual([stemWord("saturday"), stemWord("sunday")]);
    expect(kindsAndMembersOf(stemWord("Saturdays"))).toEqual([stemWord("weekend")]);
    expect(kindsAndMembersOf(stemWord("payroll"))).toEqual(expect.arrayContaining(["adp", "paychex", "gusto"]));
    expect(kindsAndMembersOf(stemWord("ipad"))).toEqual([stemWord("tablet")]);
    expect(kindsAndMembersOf(stemWord("zapier"))).toEqual([stemWord("automationplatform")]);
    expect(kindsAndMembersOf("gmail")).not.toContain("outlook");
    expect(kindsAndMembersOf(stemWord("layer"))).toEqual([]);
  });

  it("stands for each other only where asked to (a sales tour's words)", () => {
    expect(paraphrasesOf("crm")).toEqual([]);
    expect(paraphrasesOf("crm", true)).toContain(stemWord("salesforce"));
    expect(paraphrasesOf(stemWord("clients"), true)).toContain("custom");
  });
});
