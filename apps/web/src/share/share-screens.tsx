import type { ReactNode } from "react";
import { t } from "../lib/viewer-text";

function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-2 text-sm text-slate-600">{children}</div>
      </div>
    </main>
  );
}

export function LoadingScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <div role="status" className="flex flex-col items-center gap-3 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
        />
        {t("page.loading")}
      </div>
    </main>
  );
}

export function ExpiredScreen() {
  return (
    <StatusScreen title={t("screen.expiredTitle")}>
      <p>{t("screen.expiredReason")}</p>
      <p>{t("screen.expiredPlans")}</p>
      <a
        href="/pricing"
        className="mt-4 inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t("screen.expiredAction")}
      </a>
    </StatusScreen>
  );
}

export function LinkNotFoundScreen({ message }: { message: string }) {
  return (
    <StatusScreen title={t("screen.linkNotFoundTitle")}>
      <p>{message}</p>
      <p>{t("screen.linkNotFoundHint")}</p>
    </StatusScreen>
  );
}

export function VemoNotFoundScreen() {
  return (
    <StatusScreen title={t("screen.vemoNotFoundTitle")}>
      <p>{t("screen.vemoNotFound")}</p>
    </StatusScreen>
  );
}
