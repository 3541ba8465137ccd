import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { UniqueLinkDetails } from "./unique-link-details";

export function OverviewTab({ details }: { details: CustomerInteractionDetails }) {
  const facts = [
    { label: "Demo", value: details.vemo_title },
    { label: "Time spent", value: formatClockTime(details.total_duration) },
    { label: "Questions", value: String(details.question_count) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="mt-1 font-semibold break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <UniqueLinkDetails details={details} />
    </div>
  );
}
