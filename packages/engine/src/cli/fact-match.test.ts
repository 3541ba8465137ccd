import { describe, expect, it } from "vitest";
import { carriesFact } from "./fact-match.ts";

describe("carriesFact", () => {
  it("ignores case, punctuation and spacing", () => {
    expect(carriesFact("Harbor syncs to Google  Drive, Dropbox or SharePoint.", "google drive")).toBe(true);
    expect(carriesFact("Is it SOC-2 compliant? Yes.", "SOC 2")).toBe(true);
  });

  it("matches numbers in digits and in words", () => {
    expect(carriesFact("It takes about 5 minutes.", "five minutes")).toBe(true);
    expect(carriesFact("it takes about five minutes once", "5 minutes")).toBe(true);
    expect(carriesFact("free up to ten thousand monthly tracked users", "10,000 monthly")).toBe(true);
    expect(carriesFact("free up to 10k monthly tracked users", "ten thousand monthly")).toBe(true);
    expect(carriesFact("the growth plan is two hundred and fifty dollars", "$250")).toBe(true);
    expect(carriesFact("uptime of ninety nine point nine percent", "99.9%")).toBe(true);
    expect(carriesFact("a hundred responses and a thousand seats", "100 responses and 1,000 seats")).toBe(true);
    expect(carriesFact("a free plan", "1 free plan")).toBe(false);
    expect(carriesFact("We take one percent of each wash.", "1%")).toBe(true);
    expect(carriesFact("one location is included", "1 location")).toBe(true);
  });

  it("matches a price in currency, digits and spoken words", () => {
    expect(carriesFact("Pro costs twenty nine dollars ninety a month", "$29.90")).toBe(true);
    expect(carriesFact("Pro costs $29.90 a month", "twenty nine dollars ninety")).toBe(true);
    expect(carriesFact("Pro costs 29.9 dollars a month", "$29.90")).toBe(true);
    expect(carriesFact("Pro costs twenty nine dollars and ninety cents", "$29.90")).toBe(true);
    expect(carriesFact("Pro costs twenty nine dollars ninety a month", "$29")).toBe(false);
    expect(carriesFact("each extra face is a dollar fifty a month", "$1.50")).toBe(true);
    expect(carriesFact("each extra face is a dollar fifty a month", "$50")).toBe(false);
    // A second rate leaves the currency of the first unsaid.
    expect(
      carriesFact("Plans start at sixty-nine dollars a month, and Pro is one hundred forty-nine a month", "$149"),
    ).toBe(true);
    expect(carriesFact("Pro is one hundred forty-nine a month", "$149")).toBe(false);
    expect(carriesFact("It's nine dollars a month for 5 users", "$5")).toBe(false);
  });

  it("reads a fact naming no currency as the amount, whatever currency the answer says", () => {
    expect(carriesFact("The team plan is sixty dollars a month.", "60 a month")).toBe(true);
    expect(carriesFact("Basic is ten euros a month, and Plus is twenty a month.", "twenty a month")).toBe(true);
    expect(carriesFact("The team plan is sixty dollars a month.", "16 a month")).toBe(false);
    expect(carriesFact("The team plan is sixty euros a month.", "$60 a month")).toBe(false);
  });

  it("matches a word written joined or apart, but never part of a word", () => {
    expect(carriesFact("Signers get an e-mail with a link.", "email")).toBe(true);
    expect(carriesFact("The setup takes a minute.", "set up")).toBe(true);
    expect(carriesFact("Concatenate the files.", "cat")).toBe(false);
    expect(carriesFact("It takes fifteen minutes.", "five minutes")).toBe(false);
    expect(carriesFact("twenty five dollars", "five dollars")).toBe(false);
  });
});
