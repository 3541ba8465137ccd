import { useEffect, useState } from "react";

/** How long 'Copied' stays after a successful copy. */
const COPIED_CONFIRMATION_MS = 2000;

type CopyState = "idle" | "copied" | "failed";

/** Copies text to the clipboard; `copy` resolves to false when the browser refused (no clipboard access). */
export function useCopyLink() {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      return true;
    } catch {
      setState("failed");
      return false;
    }
  }

  return { copy, isCopied: state === "copied", hasFailed: state === "failed" };
}
