import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/rules/viewer-session";
import { useEffect, useState } from "react";
import { sendHeartbeat, startViewerSession } from "./share-api";

/** Starts a viewer session when the page loads and reports every 15 s while the page is visible. */
export function useViewerSession(token: string): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void startViewerSession(token).then((id) => {
      if (isCurrent) setSessionId(id);
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void sendHeartbeat(token, sessionId);
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token, sessionId]);

  return sessionId;
}
