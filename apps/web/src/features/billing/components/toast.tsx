import { useCallback, useEffect, useState } from "react";
import { NOTICE_TONE_CLASS } from "../../../components/notice";

export type ToastMessage = { tone: "success" | "error" | "info"; text: string };

/** The pricing page's toasts close themselves after 5 s. */
export const TOAST_DURATION_MS = 5000;

export function useToast(initial: ToastMessage | null = null) {
  const [toast, setToast] = useState<ToastMessage | null>(initial);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const closeToast = useCallback(() => setToast(null), []);
  return { toast, showToast: setToast, closeToast };
}

export function Toast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  return (
    <div
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-2 rounded-lg border py-3 pr-2 pl-4 text-sm shadow-lg ${NOTICE_TONE_CLASS[toast.tone]}`}
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
