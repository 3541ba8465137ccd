import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from "@vemo/shared/contracts/activity";
import { secondaryButtonClass } from "../../../components/button-classes";
import { ExportCsvButton } from "../../interactions/components/export-csv-button";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { apiDownload, errorMessage, retryUnlessClientError } from "../../../lib/api-client";
import { activityQuery, fetchActivity } from "../api";
import { useTeam } from "../hooks/use-team";

const ALL = "";
const KIND_OPTIONS: { value: ActivityKind | typeof ALL; label: string }[] = [
  { value: ALL, label: "Everything" },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

/** Settings → Activity: who did what in the last 90 days, filtered by teammate and kind, as CSV too. */
export function ActivityTab() {
  const team = useTeam();
  const [actor, setActor] = useState(ALL);
  const [kind, setKind] = useState<ActivityKind | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const filter = { actor: actor || undefined, kind: kind || undefined };
  const activity = useQuery({
    queryKey: ["activity", filter, page],
    queryFn: () => fetchActivity({ ...filter, page }),
    retry: retryUnlessClientError,
  });
  const people = [
    { value: ALL, label: "Everyone" },
    ...(team.data?.data ?? []).map((member) => ({ value: member.userId, label: member.name })),
  ];
  const lastPage = activity.data ? Math.max(1, Math.ceil(activity.data.total / activity.data.pageSize)) : 1;
  return (
    <div className="max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Who" value={actor} options={people} onChange={(value) => (setActor(value), setPage(1))} />
        <SelectField
          label="What"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(value) => (setKind(value), setPage(1))}
        />
        <ExportCsvButton
          download={() => apiDownload(`/api/activity/export${activityQuery(filter)}`)}
          fileName="activity.csv"
        />
      </div>
      {activity.isError && (
        <Notice tone="error">{errorMessage(activity.error, "Failed to load the activity log")}</Notice>
      )}
      {activity.data && activity.data.data.length === 0 && (
        <p className="text-sm text-slate-600">Nothing in the last 90 days.</p>
      )}
      {activity.data && activity.data.data.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th className="py-2">When</th>
              <th>Who</th>
              <th>What</th>
              <th>Target</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {activity.data.data.map((event) => (
              <tr key={event.id}>
                <td className="py-2 whitespace-nowrap">{new Date(event.createdAt).toLocaleString()}</td>
                <td>{event.actor?.name ?? "Billing"}</td>
                <td>{ACTIVITY_KIND_LABELS[event.kind]}</td>
                <td>
                  {event.target}
                  {event.detail && <span className="text-slate-500"> · {event.detail}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lastPage > 1 && (
        <div className="flex items-center gap-3 text-sm">
          <button type="button" className={secondaryButtonClass} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {lastPage}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page >= lastPage}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
