import type { DailyActivity } from "@vemo/shared/contracts/analytics";
import { DAILY_OVERVIEW_RANGES } from "@vemo/shared/contracts/analytics";
import { ENGAGEMENT_EXPLANATION } from "@vemo/shared/rules/engagement";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLORS, ChartCard } from "../../../components/charts/chart-card";
import { useDailyActivity } from "../hooks/use-daily-activity";
import { useOverviewStats } from "../hooks/use-overview-stats";

type Range = (typeof DAILY_OVERVIEW_RANGES)[number];

/** "Jun 3" from "2026-06-03", read as the UTC day it is. */
function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** One daily figure of /overview: its chart, the one-line explanation under it and its table's column. */
type DailyFigure = {
  title: string;
  explanation: string;
  field: "views" | "questions" | "watched_percent";
  label: string;
  /** Counts are bars; a share of the videos is a line from 0 to 100%. */
  kind: "count" | "percent";
  cell: (row: DailyActivity) => string | number;
};

const DAILY_FIGURES: DailyFigure[] = [
  {
    title: "Views per day",
    explanation: "Each time a share page was opened, on the UTC day it was opened.",
    field: "views",
    label: "Views",
    kind: "count",
    cell: (row) => row.views,
  },
  {
    title: "Questions per day",
    explanation: "Questions viewers asked the AI assistant, on the day they asked.",
    field: "questions",
    label: "Questions",
    kind: "count",
    cell: (row) => row.questions,
  },
  {
    title: "Average watch depth",
    explanation: "How much of the videos a visit played, on average, for the finished visits that started that day.",
    field: "watched_percent",
    label: "Watched",
    kind: "percent",
    cell: (row) => (row.watched_percent === null ? "No finished visits" : `${row.watched_percent}%`),
  },
];

const dayColumn = { label: "Day (UTC)", value: (row: DailyActivity) => row.date };

function DailyChart({ data, figure }: { data: DailyActivity[]; figure: DailyFigure }) {
  const Chart = figure.kind === "count" ? BarChart : LineChart;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 11 }} minTickGap={24} />
        {figure.kind === "count" ? (
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        ) : (
          <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
        )}
        <Tooltip
          labelFormatter={(date) => shortDay(String(date))}
          formatter={figure.kind === "percent" ? (value) => `${String(value)}%` : undefined}
        />
        {figure.kind === "count" ? (
          <Bar dataKey={figure.field} name={figure.label} fill={CHART_COLORS.primary} isAnimationActive={false} />
        ) : (
          <Line
            dataKey={figure.field}
            name={figure.label}
            stroke={CHART_COLORS.good}
            strokeWidth={2}
            dot={{ r: 2.5 }}
            connectNulls
            isAnimationActive={false}
          />
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

/** /overview's pictures: views, questions and average watch depth per day, and the Vemos buyers engage with most. */
export default function ActivityCharts() {
  const [days, setDays] = useState<Range>(30);
  const daily = useDailyActivity(days);
  const stats = useOverviewStats();
  const data = daily.data ?? [];
  const topVemos = stats.data?.topVemos ?? [];

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
          Activity
        </h2>
        <div role="group" aria-label="Range" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
          {DAILY_OVERVIEW_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
              className={`rounded-md px-3 py-1 text-sm ${days === range ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-50"}`}
            >
              {range} days
            </button>
          ))}
        </div>
      </div>
      {daily.isError && <p className="text-sm text-slate-500">Activity could not be loaded.</p>}
      <div className="grid gap-4 lg:grid-cols-3" aria-busy={daily.isPending || undefined}>
        {DAILY_FIGURES.map((figure) => (
          <ChartCard
            key={figure.field}
            title={figure.title}
            explanation={figure.explanation}
            rows={data}
            rowKey={(row) => row.date}
            columns={[dayColumn, { label: figure.label, value: figure.cell }]}
          >
            <DailyChart data={data} figure={figure} />
          </ChartCard>
        ))}
      </div>
      <ChartCard
        title="Top Vemos by engagement"
        explanation={`The average engagement score of each Vemo's viewers. ${ENGAGEMENT_EXPLANATION}`}
        rows={topVemos}
        rowKey={(row) => row.vemo_id}
        columns={[
          { label: "Vemo", value: (row) => row.title },
          { label: "Viewers", value: (row) => row.viewers },
          { label: "Avg. engagement", value: (row) => row.avg_engagement },
        ]}
      >
        {topVemos.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-500">No viewers yet</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={topVemos}
              layout="vertical"
              margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
            >
              <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="title" width={140} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Bar
                dataKey="avg_engagement"
                name="Avg. engagement"
                fill={CHART_COLORS.accent}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </section>
  );
}
