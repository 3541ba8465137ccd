import { useCallback, useEffect, useState } from "react";
import { Notice } from "../../../components/notice";

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
    <div className="fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-2 shadow-lg">
      <Notice tone={toast.tone}>{toast.text}</Notice>
      <button
        type="button"
        aria-label="Dismiss message"
        onClick={onClose}
        className="rounded-lg border border-slate-200 bg-white px-2.5 py-2 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        ×
      </button>
    </div>
  );
}
