import { describe, expect, it } from "vitest";
import { digestEmail, firstOpenEmail, formatActiveTime, prospectName } from "./notice-messages.ts";

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
});
