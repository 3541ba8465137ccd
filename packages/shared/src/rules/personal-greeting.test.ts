import { describe, expect, it } from "vitest";
import { personalize } from "./personal-greeting.ts";

const bob = { name: "Bob Baker", company: "Bakery Inc" };

describe("personalize on a prospect's link", () => {
  it("fills every token from the prospect", () => {
    expect(personalize("Hi {first_name}, welcome!", bob)).toBe("Hi Bob, welcome!");
    expect(personalize("A tour for {name} at {company}", bob)).toBe("A tour for Bob Baker at Bakery Inc");
    expect(personalize("{company}'s demo", bob)).toBe("Bakery Inc's demo");
  });

  it("leaves out what the prospect has not got, cleanly", () => {
    expect(personalize("Hi {first_name} from {company}!", { name: "Bob", company: null })).toBe("Hi Bob!");
  });

  it("leaves text without tokens and other braces alone", () => {
    expect(personalize("Welcome to the {beta} tour", bob)).toBe("Welcome to the {beta} tour");
  });
});

describe("personalize on the public link (nobody known)", () => {
  it.each([
    ["Hi {first_name}", "Hi"],
    ["Hi {first_name}!", "Hi!"],
    ["Hi {first_name}, welcome to our demo!", "Hi, welcome to our demo!"],
    ["Hi {first_name},", "Hi,"],
    ["Welcome, {name}.", "Welcome."],
    ["A tour made for {company}", "A tour made"],
    ["A tour made for {company}.", "A tour made."],
    ["{company}'s tour of Orbit", "Tour of Orbit"],
    ["{first_name}, here is your tour", "Here is your tour"],
    ["Hi {first_name} {name} at {company} !", "Hi!"],
  ])("reads %j as %j", (text, expected) => {
    const result = personalize(text, null);
    expect(result).toBe(expected);
    expect(result).not.toMatch(/[{}]|\s[,.!?]/);
  });
});
