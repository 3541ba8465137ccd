import type { SharedVemo, ShareVemoResponse } from "@vemo/shared/contracts/sharing";
import { ctaLabels, ctaLinks } from "@vemo/shared/rules/cta-links";
import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { personalize } from "@vemo/shared/rules/personal-greeting";
import { presentShareBrand } from "../brand/brand.presenter.ts";
import { presentLinkControls } from "../link-controls/link-controls.presenter.ts";
import { isLeadCaptureOn } from "./sharing.policy.ts";
import type { ShareLinkRow } from "./sharing.repository.ts";
import { DEMO_COMPANY, linkPerson, type SharedVemoContent } from "./sharing.service.ts";

/** What the public viewer shows; the Vemo's own meeting link wins over the organisation's. */
export function presentSharedVemo({ link, vemo, company, videos, ctaButtons, brand }: SharedVemoContent): SharedVemo {
  const companyName = company?.name ?? DEMO_COMPANY;
  const { meetingUrl, targets, ...ctaChoices } = ctaButtons;
  const meetingLink = vemo.calendlyLink || meetingUrl || null;
  const person = linkPerson(link);
  return {
    id: vemo.id,
    title: personalize(vemo.title, person),
    description: vemo.description,
    welcomeMessage: vemo.welcomeMessage && personalize(vemo.welcomeMessage, person),
    company: { name: companyName, display_name: companyName },
    videos: videos.map((video) => ({ video_url: video.url, title: video.title })),
    calendly_link: vemo.calendlyLink,
    share_token: link.token,
    isDemo: vemo.isDemo,
    leadCapture: isLeadCaptureOn(link, vemo),
    cta: {
      ...ctaChoices,
      meetingUrl: meetingLink,
      links: ctaLinks(targets, meetingLink),
      labels: ctaLabels(targets, person),
    },
    brand: presentShareBrand(brand, company),
  };
}

/** The link as the owner copies it, at the organisation's share origin (its verified custom domain, else PUBLIC_URL). */
export function presentShareLink(
  link: ShareLinkRow,
  isNew: boolean,
  shareOrigin: string,
): Omit<ShareVemoResponse, "success"> {
  return {
    shareUrl: shareUrl(shareOrigin, link.token),
    shareId: link.id,
    isNewLink: isNew,
    link: presentLinkControls(link),
  };
}
