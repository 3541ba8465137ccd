import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { relativeDate } from "@vemo/shared/rules/interaction-sessions";
import { listPastInteractions } from "../past-interactions";

const headerClass = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const cellClass = "px-4 py-3 text-slate-700";

export function PastInteractionsTab({ details }: { details: CustomerInteractionDetails }) {
  const sessions = listPastInteractions(details.questions);
  if (sessions.length === 0) return <p className="text-sm text-slate-600">No past interactions found</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table aria-label="Past interactions" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {["Date", "Demo", "Questions", "Time spent"].map((column) => (
              <th key={column} scope="col" className={headerClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sessions.map((session) => (
            <tr key={session.startedAt}>
              <td className={cellClass}>
                <time dateTime={session.startedAt}>{relativeDate(session.startedAt)}</time>
              </td>
              <td className={cellClass}>{details.vemo_title}</td>
              <td className={cellClass}>{session.questionCount}</td>
              <td className={cellClass}>{formatClockTime(session.estimatedSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
