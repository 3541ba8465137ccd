import { describe, expect, it } from "vitest";
import { DEFAULT_CTA_TARGETS, DEFAULT_ORGANIZATION_SETTINGS, OrganizationSettings } from "../contracts/settings.ts";
import { ctaLink, ctaLinks, shownCtaActions } from "./cta-links.ts";

describe("ctaLink", () => {
  const meeting = "https://calendly.com/acme/intro";

  it("opens the meeting link, an e-mail or a web address by the target's kind", () => {
    expect(ctaLink({ kind: "meeting_link", value: "" }, meeting)).toBe(meeting);
    expect(ctaLink({ kind: "email", value: "sales@acme.example" }, meeting)).toBe("mailto:sales@acme.example");
    expect(ctaLink({ kind: "url", value: "https://acme.example/demo" }, meeting)).toBe("https://acme.example/demo");
  });

  it("falls back to the meeting link for an empty address, and to nothing without one", () => {
    expect(ctaLinks(DEFAULT_CTA_TARGETS, meeting)).toEqual({
      book_meeting: meeting,
      contact_sales: meeting,
      request_demo: meeting,
    });
    expect(ctaLinks(DEFAULT_CTA_TARGETS, null)).toEqual({
      book_meeting: null,
      contact_sales: null,
      request_demo: null,
    });
  });

  it("never turns a non-web meeting link into a link", () => {
    expect(ctaLink({ kind: "meeting_link", value: "" }, "javascript:alert(1)")).toBeNull();
  });
});

describe("shownCtaActions", () => {
  const meeting = "https://calendly.com/acme/intro";
  const { primary, secondary } = DEFAULT_ORGANIZATION_SETTINGS.ctaButtons;

  it("shows only the primary with the defaults, where both buttons would open the meeting link", () => {
    expect(shownCtaActions({ primary, secondary, links: ctaLinks(DEFAULT_CTA_TARGETS, meeting) })).toEqual([
      "book_meeting",
    ]);
    expect(shownCtaActions({ primary, secondary, links: ctaLinks(DEFAULT_CTA_TARGETS, null) })).toEqual([
      "book_meeting",
    ]);
  });

  it("shows the secondary once it has a destination of its own", () => {
    const targets = { ...DEFAULT_CTA_TARGETS, contact_sales: { kind: "email" as const, value: "sales@acme.example" } };
    expect(shownCtaActions({ primary, secondary, links: ctaLinks(targets, meeting) })).toEqual([
      "book_meeting",
      "contact_sales",
    ]);
    expect(shownCtaActions({ primary, secondary, links: ctaLinks(targets, null) })).toEqual([
      "book_meeting",
      "contact_sales",
    ]);
  });

  it("shows one button when the same action is chosen twice", () => {
    const links = ctaLinks(DEFAULT_CTA_TARGETS, meeting);
    expect(shownCtaActions({ primary: "request_demo", secondary: "request_demo", links })).toEqual(["request_demo"]);
  });
});

describe("the CTA settings contract", () => {
  it("gives settings saved without targets the default targets", () => {
    const { targets: _targets, ...oldCtaButtons } = DEFAULT_ORGANIZATION_SETTINGS.ctaButtons;
    const parsed = OrganizationSettings.parse({ ...DEFAULT_ORGANIZATION_SETTINGS, ctaButtons: oldCtaButtons });
    expect(parsed.ctaButtons).toEqual({ ...oldCtaButtons, targets: DEFAULT_CTA_TARGETS });
  });

  it("refuses an e-mail target that is no e-mail address and a web target that is no web address", () => {
    const withTargets = (targets: object) => ({
      ...DEFAULT_ORGANIZATION_SETTINGS,
      ctaButtons: { ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons, targets },
    });
    const badEmail = OrganizationSettings.safeParse(
      withTargets({ ...DEFAULT_CTA_TARGETS, contact_sales: { kind: "email", value: "https://acme.example" } }),
    );
    expect(badEmail.error?.issues[0]).toMatchObject({
      path: ["ctaButtons", "targets", "contact_sales", "value"],
      message: "Please enter a valid email address",
    });
    const badUrl = OrganizationSettings.safeParse(
      withTargets({ ...DEFAULT_CTA_TARGETS, request_demo: { kind: "url", value: "sales@acme.example" } }),
    );
    expect(badUrl.error?.issues[0]?.message).toBe("Please enter a valid URL");
  });
});
