import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { useEffect, useState } from "react";
import { clearWelcomePreviewFlag, hasWelcomePreviewFlag } from "../../auth/session-storage";
import { fetchSharedVemo } from "../api";
import type { PreviewVemo } from "../preview-vemo";
import { PreviewOverlay } from "./preview-overlay";

const WELCOME_PREVIEW_DELAY_MS = 5000;

/** After sign-up, the dashboard shows the welcome demo in the preview overlay 5 s after it loads, once. */
export function WelcomePreview() {
  const [demo, setDemo] = useState<PreviewVemo | null>(null);

  useEffect(() => {
    if (!hasWelcomePreviewFlag()) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      clearWelcomePreviewFlag();
      fetchSharedVemo(WELCOME_DEMO_SHARE_TOKEN)
        .then((vemo) => {
          if (isCurrent) setDemo({ id: vemo.id, title: vemo.title, isDemo: true, share_token: vemo.share_token });
        })
        .catch(() => {
          // Without the demo there is nothing to welcome with; the dashboard carries on.
        });
    }, WELCOME_PREVIEW_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, []);

  return demo && <PreviewOverlay vemo={demo} onClose={() => setDemo(null)} />;
}
