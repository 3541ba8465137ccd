import { eq, ne, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { companies } from "../../platform/db/schema.ts";

/**
 * SELF_HOSTED_PLAN: on an instance without Stripe, every organisation has this plan, active and
 * unpaid, with no period to end. Applied at start and whenever an organisation is created.
 */
export async function applySelfHostedPlan(db: Db, plan: "pro" | "enterprise" | null): Promise<void> {
  if (!plan) return;
  await db
    .update(companies)
    .set({
      subscriptionPlan: plan,
      subscriptionStatus: "active",
      billingProvider: "self_hosted",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    })
    .where(
      or(
        ne(companies.subscriptionPlan, plan),
        ne(companies.subscriptionStatus, "active"),
        eq(companies.cancelAtPeriodEnd, true),
      ),
    );
}
