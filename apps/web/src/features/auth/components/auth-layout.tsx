import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/logo";

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

/** The centred card of the sign-in and sign-up screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12">
      <Link
        to="/"
        aria-label="Vemo home"
        className="mb-8 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Logo />
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6 space-y-6">{children}</div>
      </div>
      <p className="mt-6 text-sm text-slate-600">{footer}</p>
    </main>
  );
}
