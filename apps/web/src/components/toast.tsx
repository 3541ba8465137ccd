import { useCallback, useEffect, useState } from "react";
import { NOTICE_TONE_CLASS } from "./notice";

export type ToastMessage = { tone: "success" | "error" | "info"; text: string };

/** The spec's toast: on screen for 4000 ms, then a 300 ms exit. */
export const TOAST_SHOWN_MS = 4000;
export const TOAST_EXIT_MS = 300;

/**
 * A toast that closes itself: shown for `shownMs`, then faded out over TOAST_EXIT_MS. A new message
 * starts the time again.
 */
export function useToast({
  initial = null,
  shownMs = TOAST_SHOWN_MS,
}: { initial?: ToastMessage | null; shownMs?: number } = {}) {
  const [toast, setToast] = useState<ToastMessage | null>(initial);
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    if (!toast) return;
    const leave = setTimeout(() => setIsLeaving(true), shownMs);
    const close = setTimeout(() => {
      setToast(null);
      setIsLeaving(false);
    }, shownMs + TOAST_EXIT_MS);
    return () => {
      clearTimeout(leave);
      clearTimeout(close);
    };
  }, [toast, shownMs]);

  const showToast = useCallback((message: ToastMessage | null) => {
    setToast(message);
    setIsLeaving(false);
  }, []);
  const closeToast = useCallback(() => showToast(null), [showToast]);
  return { toast, isLeaving, showToast, closeToast };
}

type ToastProps = { toast: ToastMessage; isLeaving?: boolean; onClose: () => void };

export function Toast({ toast, isLeaving = false, onClose }: ToastProps) {
  return (
    <div
      data-state={isLeaving ? "leaving" : "shown"}
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-2 rounded-lg border py-3 pr-2 pl-4 text-sm shadow-lg transition duration-300 ease-out motion-reduce:transition-none ${isLeaving ? "translate-y-2 opacity-0" : "opacity-100"} ${NOTICE_TONE_CLASS[toast.tone]}`}
    >
      <p role={toast.tone === "error" ? "alert" : "status"} className="min-w-0 flex-1">
        {toast.text}
      </p>
      <button
        type="button"
        aria-label="Dismiss message"
        onClick={onClose}
        className="-my-1 rounded-md px-2 py-1 text-base leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        ×
      </button>
    </div>
  );
}
