import { describe, expect, it } from "vitest";
import { ARTICLE_HEADINGS, ARTICLE_HTML, ARTICLE_TITLE } from "../../test/fixture-servers/website-pages.ts";
import { extractSections } from "./website-text.ts";

describe("extractSections", () => {
  it("splits the main content at its headings and leaves navigation and footer out", () => {
    const sections = extractSections(ARTICLE_HTML);
    expect(sections.map((section) => section.heading)).toEqual([ARTICLE_TITLE, ...ARTICLE_HEADINGS]);
    expect(sections[1]?.text).toMatch(/^Create a board from the home screen/);
    expect(sections[4]?.text).toContain("An audit log of who opened");
    const all = sections.map((section) => section.text).join("\n");
    expect(all).not.toContain("Log in");
    expect(all).not.toContain("All rights reserved");
  });

  it("keeps paragraphs and list items apart", () => {
    const team = extractSections(ARTICLE_HTML).at(-1)?.text.split("\n") ?? [];
    expect(team).toHaveLength(3);
    expect(team[0]).toBe("Unlimited boards and guests for twelve dollars per member each month.");
  });

  it("reads a short page without an article", () => {
    const sections = extractSections(
      "<html><body><h2>Opening hours</h2><p>Monday to Friday, nine to five.</p></body></html>",
    );
    expect(sections).toContainEqual({ heading: "Opening hours", text: "Monday to Friday, nine to five." });
  });

  it("finds nothing on an empty page", () => {
    expect(extractSections("<html><body><div></div></body></html>")).toEqual([]);
  });
});
