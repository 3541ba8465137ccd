import { describe, expect, it } from "vitest";
import { setsTheAskedCase } from "./cases.ts";

describe("a sentence setting the case a 'what happens if…' question asks about", () => {
  it("sets it when its own 'if / when…' clause, first or inside, says a word of the asked case and something follows", () => {
    expect(
      setsTheAskedCase(
        "What happens if a sailing gets cancelled?",
        "When a sailing is cancelled, every passenger gets a text and their fare back.",
      ),
    ).toBe(true);
    expect(
      setsTheAskedCase(
        "What if a guest loses their wristband?",
        "The bar voids the old band once a guest reports it lost, and prints a new one.",
      ),
    ).toBe(true);
  });

  it("does not where its case is another one, or it only names the thing", () => {
    expect(
      setsTheAskedCase(
        "What happens if a sailing gets cancelled?",
        "If the weather turns, the captain decides whether we sail.",
      ),
    ).toBe(false);
    expect(
      setsTheAskedCase("What happens if a sailing gets cancelled?", "Every sailing has its own passenger list."),
    ).toBe(false);
  });

  it("does not where the sentence is only the case, with nothing following it", () => {
    expect(setsTheAskedCase("What happens if a sailing gets cancelled?", "When a sailing is cancelled.")).toBe(false);
  });

  it("is read only for a question asking what happens", () => {
    expect(
      setsTheAskedCase(
        "Do passengers get a text if a sailing is cancelled?",
        "When a sailing is cancelled, every passenger gets a text and their fare back.",
      ),
    ).toBe(false);
  });
});
