import { useEffect } from "react";
import { HOME_TITLE, pageTitle } from "@vemo/shared/rules/page-titles";

/**
 * Names the browser tab after the screen ("Vemos – Vemo"); without a screen, the landing page's
 * title. Each route sets its own, so leaving a screen needs no clean-up.
 */
export function usePageTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen === undefined ? HOME_TITLE : pageTitle(screen);
  }, [screen]);
}
