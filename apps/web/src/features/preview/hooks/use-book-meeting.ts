import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { httpLink } from "@vemo/shared/rules/answer-text";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { useState } from "react";
import { useTimedFlag } from "../../../components/use-timed-flag";
import { readAccessToken } from "../../auth/session-storage";
import { useCompany } from "../../companies/company-context";
import { fetchVemo } from "../../vemos/api";
import { fetchSharedVemo } from "../api";
import type { PreviewVemo } from "../preview-vemo";

/** How long the "Calendly Link Not Available" banner stays. */
const MISSING_LINK_BANNER_MS = 5000;

/** Read afresh on every click: the owner may have added the link since the overlay opened. */
async function readCalendlyLink(vemo: PreviewVemo): Promise<string | null> {
  if (vemo.isDemo) return (await fetchSharedVemo(vemo.share_token ?? WELCOME_DEMO_SHARE_TOKEN)).calendly_link;
  return (await fetchVemo(vemo.id)).calendly_link;
}

/**
 * Book Meeting in the overlay: a paid feature except on demos; opens the Vemo's meeting link in a
 * new tab, or shows the missing-link banner for 5 s.
 */
export function useBookMeeting(vemo: PreviewVemo) {
  const { company } = useCompany();
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
    const link = await readCalendlyLink(vemo).catch(() => null);
    setIsLoading(false);
    const href = link ? httpLink(link) : null;
    if (href) window.open(href, "_blank", "noopener,noreferrer");
    else banner.show();
  }

  return {
    isUpgradeOpen,
    closeUpgrade: () => setIsUpgradeOpen(false),
    isLoading,
    isBannerVisible: banner.isVisible,
    hideBanner: banner.hide,
    handleBookMeeting,
  };
}
