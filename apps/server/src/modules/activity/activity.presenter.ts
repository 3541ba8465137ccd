import { ACTIVITY_EXPORT_COLUMNS, ACTIVITY_KIND_LABELS, type ActivityEvent } from "@vemo/shared/contracts/activity";
import { writeCsv } from "../../platform/csv-file.ts";
import { presentTeammate } from "../team/team.presenter.ts";
import type { listActivity } from "./activity.repository.ts";

type ActivityLine = Awaited<ReturnType<typeof listActivity>>[number];

export function presentActivity({ event, actorFirstName, actorLastName }: ActivityLine): ActivityEvent {
  return {
    id: event.id,
    kind: event.kind,
    actor: presentTeammate(event.actorUserId, actorFirstName, actorLastName),
    target: event.target,
    detail: event.detail,
    createdAt: event.createdAt.toISOString(),
  };
}

/** The log as a CSV file, in the order given. */
export function presentActivityCsv(lines: ActivityLine[]): string {
  return writeCsv(
    ACTIVITY_EXPORT_COLUMNS,
    lines
      .map(presentActivity)
      .map((event) => [
        event.createdAt,
        event.actor?.name ?? "Billing",
        ACTIVITY_KIND_LABELS[event.kind],
        event.target,
        event.detail,
      ]),
  );
}
