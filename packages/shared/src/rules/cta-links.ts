import type { CtaAction, CtaTarget } from "../contracts/settings.ts";
import { httpLink } from "./answer-text.ts";
import { personalize, type GreetingPerson } from "./personal-greeting.ts";

/** Where one CTA button leads: its own e-mail or web address, else the meeting link; null when there is none. */
export function ctaLink(target: Pick<CtaTarget, "kind" | "value">, meetingLink: string | null): string | null {
  if (target.kind === "email" && target.value) return `mailto:${target.value}`;
  if (target.kind === "url" && target.value) return httpLink(target.value);
  return meetingLink ? httpLink(meetingLink) : null;
}

/**
 * The CTA buttons the share page shows: the primary, and the secondary only when it leads somewhere
 * else. Two buttons with one destination would be a choice that is not one, so with the defaults
 * (Contact Sales is an e-mail without an address, which falls back to the meeting link) the
 * secondary stays hidden until the owner gives it its own target.
 */
export function shownCtaActions(cta: {
  primary: CtaAction;
  secondary: CtaAction;
  links: Record<CtaAction, string | null>;
}): CtaAction[] {
  const { primary, secondary, links } = cta;
  return secondary === primary || links[secondary] === links[primary] ? [primary] : [primary, secondary];
}

/** Every CTA button's link, as the share page receives them. */
export function ctaLinks(
  targets: Record<CtaAction, Pick<CtaTarget, "kind" | "value">>,
  meetingLink: string | null,
): Record<CtaAction, string | null> {
  return {
    book_meeting: ctaLink(targets.book_meeting, meetingLink),
    contact_sales: ctaLink(targets.contact_sales, meetingLink),
    request_demo: ctaLink(targets.request_demo, meetingLink),
  };
}

/** Every CTA button's own text for the person watching (greeting tokens filled or left out cleanly); null keeps the usual label. */
export function ctaLabels(
  targets: Record<CtaAction, Pick<CtaTarget, "label">>,
  person: GreetingPerson | null,
): Record<CtaAction, string | null> {
  const label = (action: CtaAction) => personalize(targets[action].label, person) || null;
  return {
    book_meeting: label("book_meeting"),
    contact_sales: label("contact_sales"),
    request_demo: label("request_demo"),
  };
}
