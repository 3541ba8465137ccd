import { useEffect } from "react";
import { getPreviewRedirectUrl } from "../preview-redirect";
import { useClientConfig } from "./use-client-config";

export function usePreviewHostRedirect(): void {
  const { data: config } = useClientConfig();

  useEffect(() => {
    if (!config) return;
    const target = getPreviewRedirectUrl(window.location, config);
    if (target) window.location.replace(target);
  }, [config]);
}
