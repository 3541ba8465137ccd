import { useEffect } from "react";
import { browserPage } from "../browser-page";

/** Reloads the page `delayMs` after `isScheduled` turns true, unless the screen is left first. */
export function useDelayedReload(isScheduled: boolean, delayMs: number): void {
  useEffect(() => {
    if (!isScheduled) return;
    const timer = setTimeout(() => browserPage.reloadPage(), delayMs);
    return () => clearTimeout(timer);
  }, [isScheduled, delayMs]);
}
