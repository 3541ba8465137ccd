import { DEFAULT_CTA_TARGETS } from "@vemo/shared/contracts/settings";
import { ctaLink } from "@vemo/shared/rules/cta-links";
import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { useState } from "react";
import { useTimedFlag } from "../../../components/use-timed-flag";
import { readAccessToken } from "../../auth/session-storage";
import { useCompany } from "../../companies/company-context";
import { fetchSettings } from "../../settings/api";
import { fetchVemo } from "../../vemos/api";
import { fetchSharedVemo } from "../api";
import type { PreviewVemo } from "../preview-vemo";

/** How long the "Calendly Link Not Available" banner stays. */
const MISSING_LINK_BANNER_MS = 5000;

/**
 * Read afresh on every click: the owner may have added the link since the overlay opened. The
 * organisation's Book a Meeting target applies as on the share page; the welcome demo has none.
 */
async function readBookMeetingLink(vemo: PreviewVemo): Promise<string | null> {
  if (vemo.isDemo)
    return ctaLink(
      DEFAULT_CTA_TARGETS.book_meeting,
      (await fetchSharedVemo(vemo.share_token ?? WELCOME_DEMO_SHARE_TOKEN)).calendly_link,
    );
  const [own, settings] = await Promise.all([fetchVemo(vemo.id), fetchSettings().catch(() => null)]);
  const target = settings?.ctaButtons.targets.book_meeting ?? DEFAULT_CTA_TARGETS.book_meeting;
  return ctaLink(target, own.calendly_link || settings?.ctaButtons.meetingUrl || null);
}

/**
 * Book Meeting in the overlay: a paid feature except on demos; opens the Book a Meeting target (a
 * web page in a new tab, or an e-mail), or shows the missing-link banner for 5 s.
 */
export function useBookMeeting(vemo: PreviewVemo) {
  const { company, isLoading: isPlanLoading } = useCompany();
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const banner = useTimedFlag(MISSING_LINK_BANNER_MS);

  async function handleBookMeeting() {
    if (!hasPaidAccess(company) && !vemo.isDemo) {
      setIsUpgradeOpen(true);
      return;
    }
    if (!readAccessToken()) {
      banner.show();
      return;
    }
    setIsLoading(true);
    const link = await readBookMeetingLink(vemo).catch(() => null);
    setIsLoading(false);
    if (!link) banner.show();
    else if (link.startsWith("mailto:")) window.location.assign(link);
    else window.open(link, "_blank", "noopener,noreferrer");
  }

  return {
    isUpgradeOpen,
    closeUpgrade: () => setIsUpgradeOpen(false),
    // Until the plan is known a click would take a paid owner for a Free one (the upgrade modal).
    isLoading: isLoading || (isPlanLoading && !vemo.isDemo),
    isBannerVisible: banner.isVisible,
    hideBanner: banner.hide,
    handleBookMeeting,
  };
}
