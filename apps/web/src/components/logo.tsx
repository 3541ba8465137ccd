type LogoProps = { tone?: "dark" | "light" };

export function Logo({ tone = "dark" }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <path d="M12 10v12l10-6z" fill="#fff" />
      </svg>
      <span className={`text-xl ${tone === "light" ? "text-white" : "text-slate-900"}`}>Vemo</span>
    </span>
  );
}
