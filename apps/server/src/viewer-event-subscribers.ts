import { subscriber as activityTotals } from "./modules/analytics/activity-totals.subscriber.ts";
import { subscriber as integrations } from "./modules/integrations/integrations.subscriber.ts";
import { subscriber as ownerNotices } from "./modules/notifications/owner-notices.subscriber.ts";
import type { ViewerEventSubscriber } from "./modules/viewer-sessions/viewer-events.ts";
import { subscriber as webhooks } from "./modules/webhooks/viewer-events.subscriber.ts";

/**
 * Every reaction to viewer events, one file each under its module (`<name>.subscriber.ts`), told in
 * this order. Like `jobs.ts`, only the processes' entries read this list: the module that emits
 * never imports a subscriber.
 */
export const viewerEventSubscribers: readonly ViewerEventSubscriber[] = [
  activityTotals,
  integrations,
  ownerNotices,
  webhooks,
];
