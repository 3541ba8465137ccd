import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import { readSettings } from "../settings/settings.service.ts";

type NoticeSetting = keyof Pick<
  OrganizationSettings["notifications"],
  "email" | "highEngagementAlerts" | "dailyDigest"
>;

/** The organisation's notification e-mail when SMTP is configured and `setting` is on; otherwise null: nothing is sent. */
export async function recipientFor(deps: JobDeps, companyId: string, setting: NoticeSetting): Promise<string | null> {
  if (!deps.config.notifications.mail) return null;
  const { notifications } = await readSettings({ db: deps.db, companyId });
  return notifications[setting] && notifications.notificationEmail ? notifications.notificationEmail : null;
}
