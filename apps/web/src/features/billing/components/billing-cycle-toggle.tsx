import type { BillingCycle } from "@vemo/shared/rules/plans";

type BillingCycleToggleProps = { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void };

const optionClass =
  "rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";

export function BillingCycleToggle({ cycle, onChange }: BillingCycleToggleProps) {
  const option = (value: BillingCycle, label: string, note?: string) => (
    <button
      type="button"
      aria-pressed={cycle === value}
      onClick={() => onChange(value)}
      className={`${optionClass} ${cycle === value ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
    >
      {label}
      {note && (
        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{note}</span>
      )}
    </button>
  );

  return (
    <div
      role="group"
      aria-label="Billing cycle"
      className="inline-flex gap-1 rounded-full border border-slate-200 bg-white p-1"
    >
      {option("monthly", "Monthly")}
      {option("yearly", "Yearly", "2 Months Free")}
    </div>
  );
}
