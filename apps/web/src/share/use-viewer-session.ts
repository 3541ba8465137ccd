import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/rules/viewer-session";
import { useEffect, useState } from "react";
import { sendHeartbeat, sendSessionEnd, startViewerSession } from "./share-api";
import { watchLog } from "./watch-log";

/** Sends what played since the last report with the heartbeat; a report that did not arrive goes with the next one. */
async function reportWatching(token: string, sessionId: string): Promise<void> {
  const watched = watchLog.take();
  if (!(await sendHeartbeat(token, sessionId, watched))) watchLog.putBack(watched);
}

/** The page's session: its id (null when none could be started) and whether it is still being started. */
export type ViewerSession = { sessionId: string | null; isStarting: boolean };

/**
 * Starts a viewer session when the page loads, reports every 15 s while the page is visible (with
 * the seconds of video played meanwhile), and ends it when the page goes away (or the page switches to another link); the server ends sessions
 * that never say so after a while. A page restored from the back-forward cache starts a new one.
 * With no token (a visitor lead capture has not identified yet) nothing is recorded.
 */
export function useViewerSession(token: string | null): ViewerSession {
  // The session belongs to the link it was started on: a page that switches links has none until its new one starts.
  const [session, setSession] = useState<{ token: string; id: string | null } | null>(null);
  const [visit, setVisit] = useState(0);
  const isCurrentLink = token !== null && session?.token === token;
  const sessionId = isCurrentLink ? session.id : null;

  useEffect(() => {
    if (token === null) return;
    let isCurrent = true;
    void startViewerSession(token).then((id) => {
      if (isCurrent) setSession({ token, id });
    });
    return () => {
      isCurrent = false;
    };
  }, [token, visit]);

  useEffect(() => {
    if (!token || !sessionId) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void reportWatching(token, sessionId);
    }, HEARTBEAT_INTERVAL_MS);
    let hasEnded = false;
    const end = () => {
      if (hasEnded) return;
      hasEnded = true;
      sendSessionEnd(token, sessionId, watchLog.take());
    };
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setSession(null);
      setVisit((count) => count + 1);
    };
    window.addEventListener("pagehide", end);
    window.addEventListener("pageshow", handlePageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", end);
      window.removeEventListener("pageshow", handlePageShow);
      end();
    };
  }, [token, sessionId]);

  return { sessionId, isStarting: token !== null && !isCurrentLink };
}
