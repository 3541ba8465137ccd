import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { NO_ANSWER_TEXT } from "../rules/answer-text.ts";
import { LINK_DISABLED_MESSAGE, PASSCODE_REQUIRED_MESSAGE } from "../rules/link-controls.ts";
import { VIEWER_CATALOGUES, viewerText } from "./catalogues.ts";
import { en, type ViewerTextKey } from "./en.ts";
import { VIEWER_LANGUAGES } from "./languages.ts";

const KEYS = Object.keys(en) as ViewerTextKey[];

/** The `{names}` a message fills in, sorted. */
function placeholders(message: string, language: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat["getAst"]>) => {
    for (const element of elements) if ("value" in element && element.type === 1) names.add(element.value);
  };
  visit(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

describe("the buyer's catalogues", () => {
  it.each(VIEWER_LANGUAGES)("%s has every key, each a written text", (language) => {
    const catalogue = VIEWER_CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(catalogue[key].trim(), `${language} ${key}`).not.toBe("");
  });

  it.each(VIEWER_LANGUAGES.filter((language) => language !== "en"))(
    "%s fills in the same values as English in every text, and is translated",
    (language) => {
      const catalogue = VIEWER_CATALOGUES[language];
      for (const key of KEYS)
        expect(placeholders(catalogue[key], language), `${language} ${key}`).toEqual(placeholders(en[key], "en"));
      // Single words ("Video", "Volume") may be the same; no sentence is left in English.
      const untranslated = KEYS.filter((key) => catalogue[key] === en[key] && en[key].split(" ").length > 2);
      expect(untranslated).toEqual([]);
    },
  );

  it("keeps the spec's English texts", () => {
    const english = viewerText("en").format;
    expect(english("page.loading")).toBe("Loading shared Vemo...");
    expect(english("chat.greeting", { title: "Product tour" })).toBe(
      "Welcome to the Product tour! I'm your AI assistant for this Vemo. I can help you understand the content from the videos and knowledge sources. What would you like to know?",
    );
    expect(english("player.position", { index: 2, count: 3 })).toBe("Video 2 of 3");
    expect(english("screen.expiredReason")).toBe(
      "The owner's subscription has ended or was downgraded to the Free plan.",
    );
    expect(english("screen.linkDisabled")).toBe(LINK_DISABLED_MESSAGE);
    expect(english("passcode.intro")).toBe(PASSCODE_REQUIRED_MESSAGE);
    expect(english("chat.noAnswer")).toBe(NO_ANSWER_TEXT);
  });

  it("formats each language's texts with their values", () => {
    expect(viewerText("es").format("player.position", { index: 1, count: 2 })).toBe("Vídeo 1 de 2");
    expect(viewerText("fr").format("chat.playFrom", { time: "1:08" })).toBe("Lire à partir de 1:08");
    expect(viewerText("de").format("lead.nameTooLong", { max: 200 })).toBe(
      "Der Name darf höchstens 200 Zeichen lang sein",
    );
  });
});
