import { ACTIVITY_PAGE_SIZE, type ActivityKind } from "@vemo/shared/contracts/activity";
import type { Db } from "../../platform/db/database.ts";
import { countActivity, listActivity } from "./activity.repository.ts";

type Filter = { db: Db; companyId: string; actorUserId?: string; kind?: ActivityKind };

export async function readActivityPage(options: Filter & { page: number }) {
  const filter = { ...options, now: new Date() };
  const [rows, total] = await Promise.all([
    listActivity(options.db, { ...filter, limit: ACTIVITY_PAGE_SIZE, offset: (options.page - 1) * ACTIVITY_PAGE_SIZE }),
    countActivity(options.db, filter),
  ]);
  return { rows, total, pageSize: ACTIVITY_PAGE_SIZE };
}

/** The filtered log, newest first, for the CSV export. */
export async function readActivityExport(options: Filter) {
  return listActivity(options.db, { ...options, now: new Date(), limit: null, offset: 0 });
}
