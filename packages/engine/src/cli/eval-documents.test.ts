import { describe, expect, it } from "vitest";
import { readMarkdownSections, readPagedText } from "./eval-documents.ts";

describe("eval documents", () => {
  it("reads a PDF's text by its page markers, joining wrapped lines and keeping paragraphs apart", () => {
    const text =
      "--- page 1 ---\nPricing\n\nStarter costs ten dollars\nper seat.\n\n--- page 3 ---\nData stays in Frankfurt.\n";
    expect(readPagedText(text)).toEqual([
      { page: 1, text: "Pricing\n\nStarter costs ten dollars per seat." },
      { page: 3, text: "Data stays in Frankfurt." },
    ]);
  });

  it("reads text before any page marker as page 1", () => {
    expect(readPagedText("Only one page.\n")).toEqual([{ page: 1, text: "Only one page." }]);
  });

  it("splits a Markdown page at its headings, each list item its own paragraph", () => {
    const markdown = [
      "# Relay FAQ",
      "Answers to common questions.",
      "",
      "## Which mailboxes work?",
      "Relay connects to:",
      "- Gmail",
      "- Outlook and",
      "  any IMAP mailbox",
      "",
      "## Is there a trial? ##",
      "Yes, for 30 days.",
    ].join("\n");
    expect(readMarkdownSections(markdown)).toEqual([
      { heading: "Relay FAQ", text: "Answers to common questions." },
      { heading: "Which mailboxes work?", text: "Relay connects to:\nGmail\nOutlook and any IMAP mailbox" },
      { heading: "Is there a trial?", text: "Yes, for 30 days." },
    ]);
  });
});
