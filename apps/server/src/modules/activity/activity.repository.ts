import { and, count, desc, eq, gt, lt, type SQL } from "drizzle-orm";
import type { ActivityKind } from "@vemo/shared/contracts/activity";
import { ACTIVITY_RETENTION_DAYS } from "@vemo/shared/rules/team";
import type { Db } from "../../platform/db/database.ts";
import { activityEvents, users } from "../../platform/db/schema.ts";

export type ActivityRecord = {
  companyId: string;
  /** Null for the billing system. */
  actorUserId: string | null;
  kind: ActivityKind;
  target?: string;
  detail?: string;
};

/** Writes one line of an organisation's activity log. */
export async function recordActivity(db: Db, record: ActivityRecord): Promise<void> {
  await db.insert(activityEvents).values(record);
}

export type ActivityFilter = { companyId: string; actorUserId?: string; kind?: ActivityKind; now: Date };

function keptSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

function matching(filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activityEvents.companyId, filter.companyId),
    gt(activityEvents.createdAt, keptSince(filter.now)),
    filter.actorUserId ? eq(activityEvents.actorUserId, filter.actorUserId) : undefined,
    filter.kind ? eq(activityEvents.kind, filter.kind) : undefined,
  );
}

/** Newest first, with the actor's name; `limit` null reads them all (the CSV export). */
export async function listActivity(db: Db, filter: ActivityFilter & { limit: number | null; offset: number }) {
  const query = db
    .select({ event: activityEvents, actorFirstName: users.firstName, actorLastName: users.lastName })
    .from(activityEvents)
    .leftJoin(users, eq(users.id, activityEvents.actorUserId))
    .where(matching(filter))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .offset(filter.offset);
  return filter.limit === null ? query : query.limit(filter.limit);
}

export async function countActivity(db: Db, filter: ActivityFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(activityEvents).where(matching(filter));
  return row?.value ?? 0;
}

/** Removes lines past the 90 days kept (the daily prune job). */
export async function pruneActivity(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(activityEvents)
    .where(lt(activityEvents.createdAt, keptSince(now)))
    .returning({ id: activityEvents.id });
  return removed.length;
}
