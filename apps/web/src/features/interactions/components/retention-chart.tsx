import type { VideoRetention } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_COLORS, ChartCard } from "../../../components/charts/chart-card";
import { useRetention } from "../hooks/use-retention";

/** The table alternative lists a point every this many seconds. */
const TABLE_STEP_SECONDS = 10;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const questionsLabel = (count: number) => `${count} question${count === 1 ? "" : "s"}`;

/** The facts the chart shows, in words. */
function retentionSummary(video: VideoRetention): string {
  const parts = [];
  if (video.dropOff)
    parts.push(
      `Biggest drop-off at ${formatClockTime(video.dropOff.second)}: ${percent(video.dropOff.share)} of viewers left within 10 s.`,
    );
  if (video.mostReplayed)
    parts.push(
      `Most replayed: ${formatClockTime(video.mostReplayed.start)}–${formatClockTime(video.mostReplayed.end)}.`,
    );
  const asked = video.questions.reduce((sum, marker) => sum + marker.count, 0);
  if (asked > 0) parts.push(`${questionsLabel(asked)} pointed into this video.`);
  return parts.join(" ");
}

function VideoRetentionChart({ video, index }: { video: VideoRetention; index: number }) {
  const shareAt = (second: number) => [...video.points].reverse().find((point) => point.second <= second)?.share ?? 0;
  const tableRows = video.points.filter((point) => point.second % TABLE_STEP_SECONDS === 0);
  const questionsBySecond = new Map(video.questions.map((marker) => [marker.second, marker.count]));
  return (
    <div className="space-y-2">
      <ChartCard
        title={`Video ${index + 1}: viewers still watching`}
        explanation="At each moment, the share of finished visits that played this video and were watching it then. The red line is the biggest drop-off, the shaded stretch the most replayed, the amber dots where questions' answers pointed."
        rows={tableRows}
        rowKey={(point) => String(point.second)}
        columns={[
          { label: "Moment", value: (point) => formatClockTime(point.second) },
          { label: "Viewers", value: (point) => point.viewers },
          { label: "Still watching", value: (point) => percent(point.share) },
          {
            label: "Questions",
            value: (point) =>
              video.questions
                .filter((marker) => marker.second >= point.second && marker.second < point.second + TABLE_STEP_SECONDS)
                .reduce((sum, marker) => sum + marker.count, 0),
          },
        ]}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart accessibilityLayer={false} data={video.points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
            <XAxis
              dataKey="second"
              type="number"
              domain={[0, Math.max(video.duration, video.points.at(-1)?.second ?? 0)]}
              tickFormatter={(second: number) => formatClockTime(second)}
              tick={{ fontSize: 11 }}
            />
            <YAxis domain={[0, 1]} tickFormatter={percent} tick={{ fontSize: 11 }} />
            <Tooltip
              labelFormatter={(second) => {
                const count = questionsBySecond.get(Number(second));
                return `${formatClockTime(Number(second))}${count ? ` · ${questionsLabel(count)}` : ""}`;
              }}
              formatter={(share) => [percent(Number(share)), "Still watching"]}
            />
            {video.mostReplayed && (
              <ReferenceArea
                x1={video.mostReplayed.start}
                x2={video.mostReplayed.end}
                fill={CHART_COLORS.good}
                fillOpacity={0.15}
              />
            )}
            <Area
              dataKey="share"
              type="stepAfter"
              stroke={CHART_COLORS.primary}
              fill={CHART_COLORS.primary}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
            {video.dropOff && <ReferenceLine x={video.dropOff.second} stroke="#dc2626" strokeDasharray="4 2" />}
            {video.questions.map((marker) => (
              <ReferenceDot
                key={marker.second}
                x={marker.second}
                y={shareAt(marker.second)}
                r={5}
                fill={CHART_COLORS.accent}
                stroke="white"
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>
      <p className="text-sm text-slate-600">{retentionSummary(video)}</p>
    </div>
  );
}

/** A Vemo's retention per video, from its finished visits. */
export default function RetentionCharts({ vemoId }: { vemoId: string }) {
  const retention = useRetention(vemoId);
  if (retention.isPending) return null;
  if (retention.isError) return <p className="text-sm text-slate-500">Retention could not be loaded.</p>;
  const videos = retention.data.filter((video) => video.points.some((point) => point.viewers > 0));
  return (
    <section aria-labelledby="retention-heading" className="space-y-3" data-testid="retention">
      <h3 id="retention-heading" className="text-base font-semibold text-slate-900">
        Retention
      </h3>
      {videos.length === 0 ? (
        <p className="text-sm text-slate-500">No finished visits have played a video yet.</p>
      ) : (
        videos.map((video, index) => <VideoRetentionChart key={video.videoUrl} video={video} index={index} />)
      )}
    </section>
  );
}
