import { useCallback, useEffect, useState } from "react";

/** A message that hides itself `durationMs` after it was last shown; showing it again restarts the time. */
export function useTimedFlag(durationMs: number) {
  const [isVisible, setIsVisible] = useState(false);
  const [shownCount, setShownCount] = useState(0);

  useEffect(() => {
    if (!isVisible) return;
    const timer = setTimeout(() => setIsVisible(false), durationMs);
    return () => clearTimeout(timer);
  }, [isVisible, shownCount, durationMs]);

  const show = useCallback(() => {
    setIsVisible(true);
    setShownCount((count) => count + 1);
  }, []);
  const hide = useCallback(() => setIsVisible(false), []);

  return { isVisible, show, hide };
}
