import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { EngagementScore } from "./customers-table";
import { UniqueLinkDetails } from "./unique-link-details";
import { WatchedVideos } from "./watched-videos";

export function OverviewTab({ details }: { details: CustomerInteractionDetails }) {
  const facts = [
    { label: "Demo", value: details.vemo_title },
    { label: "Time spent", value: formatClockTime(details.total_duration) },
    { label: "Questions", value: String(details.question_count) },
    { label: "Watched", value: `${details.watched_percent}%` },
    { label: "Visits", value: String(details.visit_count) },
    { label: "Engagement", value: <EngagementScore score={details.engagement_score} /> },
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
      <WatchedVideos details={details} />
      <UniqueLinkDetails details={details} />
    </div>
  );
}
