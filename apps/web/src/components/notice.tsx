import type { ReactNode } from "react";

type NoticeProps = { tone: "success" | "error" | "info"; children: ReactNode };

/** The border, background and text colours of each tone of message. */
export const NOTICE_TONE_CLASS = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-700",
  info: "border-slate-200 bg-slate-50 text-slate-700",
} as const;

/** A message after an action: errors interrupt (alert), everything else is announced politely (status). */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${NOTICE_TONE_CLASS[tone]}`}
    >
      {children}
    </p>
  );
}
