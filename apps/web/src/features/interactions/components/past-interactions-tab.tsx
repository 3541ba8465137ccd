import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { relativeDate } from "@vemo/shared/rules/interaction-sessions";
import { DataTable, tableCellClass } from "../../../components/data-table";
import { listPastInteractions } from "../past-interactions";

const COLUMNS = ["Date", "Demo", "Questions", "Estimated time"];

/** The prospect's visits grouped by their questions, with the spec's estimate labelled as one beside the measured total. */
export function PastInteractionsTab({ details }: { details: CustomerInteractionDetails }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Measured active time over all visits: <strong>{formatClockTime(details.total_duration)}</strong>. Estimated time
        is an estimate from question times only.
      </p>
      <DataTable
        label="Past interactions"
        columns={COLUMNS}
        rows={listPastInteractions(details.questions)}
        rowKey={(session) => session.startedAt}
        emptyMessage="No past interactions found"
        renderCells={(session) => (
          <>
            <td className={tableCellClass}>
              <time dateTime={session.startedAt}>{relativeDate(session.startedAt)}</time>
            </td>
            <td className={tableCellClass}>{details.vemo_title}</td>
            <td className={tableCellClass}>{session.questionCount}</td>
            <td className={tableCellClass}>{formatClockTime(session.estimatedSeconds)}</td>
          </>
        )}
      />
    </div>
  );
}
