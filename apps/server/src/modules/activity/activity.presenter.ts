import type { ActivityEvent } from "@vemo/shared/contracts/activity";
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
