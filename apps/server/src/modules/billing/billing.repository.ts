import { PLAN_NAMES } from "@vemo/shared/rules/plans";
import { and, count, countDistinct, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { billingEvents, checkoutSessions, companies, shareLinks, users, vemos } from "../../platform/db/schema.ts";
import { recordActivity } from "../activity/activity.repository.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type BillingChanges = Partial<
  Pick<
    CompanyRow,
    | "subscriptionPlan"
    | "subscriptionStatus"
    | "billingCycle"
    | "subscriptionStartedAt"
    | "currentPeriodEnd"
    | "cancelAtPeriodEnd"
    | "billingProvider"
    | "stripeCustomerId"
    | "stripeSubscriptionId"
  >
>;

export async function findCompanyById(db: Db, companyId: string): Promise<CompanyRow | undefined> {
  if (!isUuid(companyId)) return undefined;
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function findCompanyByStripeSubscription(db: Db, subscriptionId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.stripeSubscriptionId, subscriptionId));
  return row;
}

export async function findCompanyByStripeCustomer(db: Db, customerId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.stripeCustomerId, customerId));
  return row;
}

/** Applies billing changes where `condition` holds; a change of plan goes into the organisation's activity log. */
async function applyBillingChanges(
  db: Db,
  companyId: string,
  changes: BillingChanges,
  condition?: SQL,
): Promise<CompanyRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ plan: companies.subscriptionPlan })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    const [row] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(companies.id, companyId), condition))
      .returning();
    if (row && before && row.subscriptionPlan !== before.plan) {
      await recordActivity(tx, {
        companyId,
        actorUserId: null,
        kind: "plan.changed",
        target: PLAN_NAMES[row.subscriptionPlan],
        detail: `${PLAN_NAMES[before.plan]} → ${PLAN_NAMES[row.subscriptionPlan]}`,
      });
    }
    return row;
  });
}

export async function updateCompanyBilling(db: Db, companyId: string, changes: BillingChanges): Promise<CompanyRow> {
  const row = await applyBillingChanges(db, companyId, changes);
  if (!row) throw new Error("company was not found for a billing update");
  return row;
}

/**
 * Applies a settlement only if nobody settled the row since it was read (same period end);
 * undefined when another request got there first.
 */
export async function updateCompanyBillingIfUnchanged(
  db: Db,
  company: CompanyRow,
  changes: BillingChanges,
): Promise<CompanyRow | undefined> {
  const samePeriod = company.currentPeriodEnd ? eq(companies.currentPeriodEnd, company.currentPeriodEnd) : undefined;
  return applyBillingChanges(db, company.id, changes, samePeriod);
}

export async function countUsage(db: Db, companyId: string): Promise<{ totalVemos: number; sharedVemos: number }> {
  const [total] = await db.select({ value: count() }).from(vemos).where(eq(vemos.companyId, companyId));
  const [shared] = await db
    .select({ value: countDistinct(shareLinks.vemoId) })
    .from(shareLinks)
    .where(eq(shareLinks.companyId, companyId));
  return { totalVemos: total?.value ?? 0, sharedVemos: shared?.value ?? 0 };
}

export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function insertCheckoutSession(
  db: Db,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error("checkout session was not stored");
  return row;
}

/** A test-mode checkout session, only for the user who started it. */
export async function findCheckoutSessionOfUser(db: Db, options: { id: string; userId: string }) {
  const [row] = await db
    .select({ session: checkoutSessions, companyName: companies.name })
    .from(checkoutSessions)
    .innerJoin(companies, eq(companies.id, checkoutSessions.companyId))
    .where(and(eq(checkoutSessions.id, options.id), eq(checkoutSessions.userId, options.userId)));
  return row;
}

/** Marks an open session completed; false when it was already completed (a second click, a race). */
export async function markCheckoutSessionCompleted(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: "completed", completedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Records a webhook event id; false when it was already recorded (a replay or a retry). */
export async function recordBillingEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const rows = await db.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}
