import type { CtaAction } from "@vemo/shared/contracts/settings";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { shownCtaActions } from "@vemo/shared/rules/cta-links";
import { useEffect, useState } from "react";
import { useTimedFlag } from "../components/use-timed-flag";
import { t } from "../lib/viewer-text";

/** How long "No meeting link available" stays. */
const NO_MEETING_LINK_MS = 5000;
/** "Show CTA After: After 1 Minute" on the page. */
const CTA_DELAY_MS = 60_000;

/** A CTA button's label in the page's language. */
const ctaLabel = (action: CtaAction) => t(`cta.${action}`);

type Cta = SharedVemo["cta"];

/** Whether the CTA buttons may show yet: at once, after the first answer, or a minute after the page opened. */
function useCtaShown(cta: Cta, hasAnswer: boolean): boolean {
  const [minutePassed, setMinutePassed] = useState(false);
  const waitsForMinute = cta.enabled && cta.showAfter === "after_1_minute";

  useEffect(() => {
    if (!waitsForMinute) return;
    const timer = setTimeout(() => setMinutePassed(true), CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waitsForMinute]);

  if (!cta.enabled) return false;
  if (cta.showAfter === "after_interaction") return hasAnswer;
  if (cta.showAfter === "after_1_minute") return minutePassed;
  return true;
}

const BUTTON_BASE =
  "rounded-lg px-4 py-2 text-center text-sm font-semibold max-sm:flex-1 max-sm:py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** The organisation's primary and secondary CTA buttons, each to its own destination (a web page in a new tab, or an e-mail). */
export function ShareCtas({ cta, hasAnswer }: { cta: Cta; hasAnswer: boolean }) {
  const missingLink = useTimedFlag(NO_MEETING_LINK_MS);
  const isShown = useCtaShown(cta, hasAnswer);
  if (!isShown) return null;

  const actions = shownCtaActions(cta);

  return (
    <div className="flex flex-col items-end gap-1 max-sm:w-full max-sm:items-stretch">
      <div className="flex flex-wrap justify-end gap-2">
        {actions.map((action, index) => {
          const className = `${BUTTON_BASE} ${
            index === 0
              ? "bg-indigo-600 text-white hover:bg-indigo-700"
              : "border border-indigo-200 bg-white text-indigo-700 hover:bg-indigo-50"
          }`;
          const link = cta.links[action];
          if (!link) {
            return (
              <button key={action} type="button" onClick={missingLink.show} className={className}>
                {cta.labels[action] ?? ctaLabel(action)}
              </button>
            );
          }
          const opensPage = !link.startsWith("mailto:");
          return (
            <a
              key={action}
              href={link}
              className={className}
              {...(opensPage ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {cta.labels[action] ?? ctaLabel(action)}
            </a>
          );
        })}
      </div>
      {missingLink.isVisible && (
        <p role="status" className="text-xs font-medium text-red-700">
          {t("cta.noMeetingLink")}
        </p>
      )}
    </div>
  );
}
