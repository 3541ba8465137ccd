import { ENGAGEMENT_EXPLANATION } from "@vemo/shared/rules/engagement";
import { useOverviewStats } from "../hooks/use-overview-stats";

/** A share between 0 and 100, to one decimal place at most. */
function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export function StatCards() {
  const stats = useOverviewStats();
  const cards = [
    { label: "Total Vemo Views", value: stats.data?.totalViews.toLocaleString() },
    { label: "Questions Asked", value: stats.data?.questionsAsked.toLocaleString() },
    {
      label: "Avg. Engagement",
      value: stats.data && formatPercent(stats.data.avgEngagement),
      explanation: ENGAGEMENT_EXPLANATION,
    },
  ];

  return (
    <section aria-label="Statistics" aria-busy={stats.isPending || undefined}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-500" title={card.explanation}>
              {card.label}
              {card.explanation && (
                <span className="ml-1 cursor-help text-slate-400" aria-label={card.explanation}>
                  ⓘ
                </span>
              )}
            </dt>
            <dd className="mt-2 text-3xl font-semibold text-slate-900">{card.value ?? "–"}</dd>
          </div>
        ))}
      </dl>
      {stats.isError && <p className="mt-2 text-sm text-slate-500">Statistics could not be loaded.</p>}
    </section>
  );
}
