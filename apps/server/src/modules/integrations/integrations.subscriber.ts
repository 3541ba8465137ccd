import type { IntegrationEvent } from "@vemo/shared/contracts/integrations";
import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import { isPaidAccess } from "../billing/billing.policy.ts";
import { defineSubscriber, type ViewerEvent } from "../viewer-sessions/viewer-events.ts";
import { isHotProspect } from "@vemo/shared/rules/engagement";
import { knownProspect } from "./integration-syncs.ts";
import { claimIntegrationEvent, findCompanyPlan, listIntegrations } from "./integrations.repository.ts";
import { queueIntegrationSync } from "./queue-integration-sync.ts";

/**
 * A known prospect's visit, told to the organisation's HubSpot, Salesforce and Slack: the visit's
 * end, the first open of a unique link and a visit past the engagement mark, each only when the
 * owner chose it. Anonymous visitors and Free organisations are never synced; each sync is a job,
 * so a slow or failing vendor never delays the prospect's page.
 */
export const subscriber = defineSubscriber({
  name: "integrations",
  applicableEvents: ["link.viewed", "session.ended", "session.engaged"],
  async perform(event, deps) {
    if (!knownProspect(event.link)) return;
    const wanted = wantedEvents(event);
    if (wanted.length === 0) return;
    const connected = await listIntegrations(deps.db, event.companyId);
    if (!connected.some((row) => wanted.some(({ type }) => row.events.includes(type)))) return;
    const plan = await findCompanyPlan(deps.db, event.companyId);
    if (!plan || !isPaidAccess(plan)) return;
    for (const row of connected) {
      for (const { type, key } of wanted) {
        if (!row.events.includes(type)) continue;
        await queueOnce(deps, { companyId: event.companyId, name: row.name, type, key }, event);
      }
    }
  },
});

type Wanted = { type: IntegrationEvent; key: string };

/** What this event may sync, each with the key that makes it happen once. */
function wantedEvents(event: ViewerEvent): Wanted[] {
  if (event.type === "link.viewed") {
    const isFirstOpen = event.viewer.firstSeenAt.getTime() === event.now.getTime();
    return isFirstOpen ? [{ type: "first_open", key: `first_open:${event.viewer.id}` }] : [];
  }
  if (event.type !== "session.ended" && event.type !== "session.engaged") return [];
  const { session } = event;
  // The owner's High Engagement Alert's rule: a hot prospect by the engagement score.
  const engaged = event.type === "session.engaged" || isHotProspect(event.engagementScore);
  return [
    ...(event.type === "session.ended" ? [{ type: "visit_ended" as const, key: `visit_ended:${session.id}` }] : []),
    ...(engaged ? [{ type: "high_engagement" as const, key: `high_engagement:${session.id}` }] : []),
  ];
}

async function queueOnce(
  deps: JobDeps,
  sync: { companyId: string; name: "hubspot" | "salesforce" | "slack"; type: IntegrationEvent; key: string },
  event: ViewerEvent,
): Promise<void> {
  if (!(await claimIntegrationEvent(deps.db, { companyId: sync.companyId, name: sync.name, key: sync.key }))) return;
  await queueIntegrationSync(deps.jobs, {
    companyId: sync.companyId,
    name: sync.name,
    type: sync.type,
    ...("session" in event && { sessionId: event.session.id }),
    ...(event.type === "link.viewed" && { firstOpen: { shareLinkId: event.link.id, viewerId: event.viewer.id } }),
  });
}
