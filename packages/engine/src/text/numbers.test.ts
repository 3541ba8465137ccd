import { describe, expect, it } from "vitest";
import { numberInWords } from "./numbers.ts";
import { splitWords } from "./tokens.ts";

describe("numbers in any form", () => {
  it("reads a spoken price, a written price and a decimal as the same words", () => {
    const spoken = splitWords("Pro costs twenty nine dollars ninety a month");
    expect(spoken).toEqual(["pro", "costs", "29", "dollars", "90", "a", "month"]);
    expect(splitWords("Is it $29.90?")).toEqual(["is", "it", "dollars", "29", "90"]);
    expect(splitWords("or 29.9 a month")).toEqual(["or", "29", "90", "a", "month"]);
  });

  it("reads hundreds, thousands, separators and a k as one number", () => {
    expect(splitWords("two hundred ninety nine dollars a year")).toEqual(["299", "dollars", "a", "year"]);
    expect(splitWords("free up to ten thousand users")).toContain("10000");
    expect(splitWords("10,000 users or 10k users")).toEqual(["10000", "users", "or", "10000", "users"]);
    expect(splitWords("one hundred and five, twenty-five")).toEqual(["105", "25"]);
  });

  it("leaves a lone 'one' a word and joins only words a spoken number can hold", () => {
    expect(splitWords("pick one of your templates")).toEqual(["pick", "one", "of", "your", "templates"]);
    expect(splitWords("nine twenty")).toEqual(["9", "20"]);
    expect(splitWords("a hundred users")).toEqual(["100", "users"]);
    expect(splitWords("one dollar fifty per unit")).toEqual(["1", "dollar", "50", "per", "unit"]);
    expect(splitWords("ninety nine point nine percent")).toEqual(["99", "90", "percent"]);
    expect(splitWords("ninety nine point nine percent")).toEqual(splitWords("99.9 percent"));
  });

  it("reads 'one' with decimals as a number, not a lone word", () => {
    expect(splitWords("requests use version one point two of the protocol")).toEqual(
      splitWords("requests use version 1.2 of the protocol"),
    );
    expect(splitWords("a fee of one point five percent")).toContain("1");
    expect(splitWords("at one point we added a second room")).toEqual([
      "at",
      "one",
      "point",
      "we",
      "added",
      "a",
      "second",
      "room",
    ]);
  });

  it("reads a date's day said after its tens as its number, and a lone ordinal as a word", () => {
    expect(splitWords("stops working on March thirty first")).toEqual(splitWords("stops working on March 31"));
    expect(splitWords("from the twenty second")).toEqual(["from", "the", "22"]);
    expect(splitWords("the first invoice")).toEqual(["the", "first", "invoice"]);
  });

  it("says a whole number in words, as automatic captions write one", () => {
    expect(numberInWords(7)).toEqual(["seven"]);
    expect(numberInWords(90)).toEqual(["ninety"]);
    expect(numberInWords(125)).toEqual(["one", "hundred", "twenty", "five"]);
    expect(numberInWords(2_318)).toEqual(["two", "thousand", "three", "hundred", "eighteen"]);
    expect(numberInWords(1_500_000)).toEqual(["one", "million", "five", "hundred", "thousand"]);
    expect(splitWords(numberInWords(10_000).join(" "))).toEqual(["10000"]);
  });
});
