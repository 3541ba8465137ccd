import {
  ACTIVITY_EXPORT_COLUMNS,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_PAGE_SIZE,
  type ActivityKind,
} from "@vemo/shared/contracts/activity";
import { writeCsv } from "../../platform/csv-file.ts";
import type { Db } from "../../platform/db/database.ts";
import { presentActivity } from "./activity.presenter.ts";
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

/** The filtered log as a CSV file, newest first. */
export async function activityCsv(options: Filter): Promise<string> {
  const rows = await listActivity(options.db, { ...options, now: new Date(), limit: null, offset: 0 });
  return writeCsv(
    ACTIVITY_EXPORT_COLUMNS,
    rows
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
