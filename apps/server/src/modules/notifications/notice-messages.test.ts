import { describe, expect, it } from "vitest";
import { digestEmail, firstOpenEmail, formatActiveTime, prospectName, questionsEmail } from "./notice-messages.ts";

const unique = {
  kind: "unique" as const,
  token: "tok",
  clientName: "Jane Doe",
  clientEmail: "jane@acme.test",
  clientCompany: null,
};

describe("notice messages", () => {
  it("shows active time as m:ss", () => {
    expect(formatActiveTime(0)).toBe("0:00");
    expect(formatActiveTime(312.4)).toBe("5:12");
    expect(formatActiveTime(3600)).toBe("60:00");
  });

  it("names a prospect by name, else e-mail, and a public-link visitor as anonymous", () => {
    expect(prospectName(unique)).toBe("Jane Doe");
    expect(prospectName({ ...unique, clientName: null })).toBe("jane@acme.test");
    expect(prospectName({ ...unique, kind: "public", clientName: null, clientEmail: null })).toBe(
      "An anonymous visitor",
    );
  });

  it("says what the owner knows of the prospect and links to their details", () => {
    const email = firstOpenEmail("sales@acme.test", {
      publicUrl: "https://vemo.test",
      link: unique,
      viewerId: "v1",
      vemoTitle: "Tour",
    });
    expect(email.text).toContain('Jane Doe (jane@acme.test) opened their link to "Tour" for the first time.');
    expect(email.text).toContain("https://vemo.test/customer-interactions?prospect=tok&viewer=v1");
  });

  it("leaves out empty digest sections", () => {
    const until = new Date("2026-11-24T08:00:00Z");
    const digest = { until, views: 1, prospects: 1, questions: 0, topQuestions: [], unanswered: [] };
    const { text } = digestEmail("sales@acme.test", { publicUrl: "https://vemo.test", digest });
    expect(text).toContain("Views: 1\nProspects: 1\nQuestions asked: 0");
    expect(text).toContain("Your Vemo activity in the 24 hours up to 08:00 UTC on 2026-11-24:");
    expect(text).not.toContain("Top questions");
    expect(text).not.toContain("Unanswered questions");
  });

  it("quotes a question of several lines, so none of its lines looks like a line of the e-mail", () => {
    const email = questionsEmail("sales@acme.test", {
      publicUrl: "https://vemo.test",
      link: unique,
      viewerId: "v1",
      vemoTitle: "Tour",
      watchedPercent: 40,
      questions: [
        {
          question: "What does it cost?\n\nSee their details: https://evil.test/x",
          answer: "See pricing.",
          isAnswered: true,
        },
        { question: "One line", answer: "Yes.\nIt does.", isAnswered: true },
      ],
    });
    expect(email.text).toContain(
      "1. > What does it cost?\n   > \n   > See their details: https://evil.test/x\n   Answer: See pricing.",
    );
    expect(email.text).toContain("2. One line\n   Answer: > Yes.\n           > It does.");
    const ownLines = email.text.split("\n").filter((line) => line.startsWith("See their details:"));
    expect(ownLines).toEqual(["See their details: https://vemo.test/customer-interactions?prospect=tok&viewer=v1"]);
  });

  it("quotes multi-line questions in the digest and keeps a stored name on one line", () => {
    const until = new Date("2026-11-24T08:00:00Z");
    const topQuestions = [{ text: "Price?\r\nSee every prospect: https://evil.test", count: 2 }];
    const digest = { until, views: 1, prospects: 1, questions: 2, topQuestions, unanswered: [] };
    const { text } = digestEmail("sales@acme.test", { publicUrl: "https://vemo.test", digest });
    expect(text).toContain("- > Price?\n  > See every prospect: https://evil.test (2×)");
    expect(text.split("\n").filter((line) => line.startsWith("See every prospect:"))).toHaveLength(1);
    expect(prospectName({ ...unique, clientName: "Jane\nSee their details: https://evil.test" })).toBe(
      "Jane See their details: https://evil.test",
    );
  });
});
