import { and, count, desc, eq } from "drizzle-orm";
import type { IntegrationName } from "@vemo/shared/contracts/integrations";
import type { Db } from "../../platform/db/database.ts";
import {
  companies,
  integrationClaims,
  integrations,
  integrationSyncs,
  shareLinks,
  vemos,
} from "../../platform/db/schema.ts";

export type IntegrationRow = typeof integrations.$inferSelect;
export type IntegrationSyncRow = typeof integrationSyncs.$inferSelect;

type Key = { companyId: string; name: IntegrationName };
const byKey = (key: Key) => and(eq(integrations.companyId, key.companyId), eq(integrations.name, key.name));

export async function findIntegration(db: Db, key: Key): Promise<IntegrationRow | null> {
  const [row] = await db.select().from(integrations).where(byKey(key));
  return row ?? null;
}

export function listIntegrations(db: Db, companyId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.companyId, companyId));
}

/** Connects (or reconnects) an integration: its credentials replace the old ones. */
export async function saveIntegration(db: Db, values: typeof integrations.$inferInsert): Promise<void> {
  const { authKind, credentials, expiresAt, instanceUrl, events } = values;
  await db
    .insert(integrations)
    .values(values)
    .onConflictDoUpdate({
      target: [integrations.companyId, integrations.name],
      set: { authKind, credentials, expiresAt, instanceUrl, events, connectedAt: new Date() },
    });
}

export async function updateIntegration(
  db: Db,
  key: Key,
  changes: Partial<Pick<IntegrationRow, "credentials" | "expiresAt" | "instanceUrl" | "events">>,
): Promise<void> {
  await db.update(integrations).set(changes).where(byKey(key));
}

export async function deleteIntegration(db: Db, key: Key): Promise<IntegrationRow | null> {
  const [row] = await db.delete(integrations).where(byKey(key)).returning();
  return row ?? null;
}

export async function insertSyncAttempt(db: Db, values: typeof integrationSyncs.$inferInsert): Promise<void> {
  await db.insert(integrationSyncs).values(values);
}

export async function countSyncAttempts(db: Db, options: { companyId: string; syncId: string }): Promise<number> {
  const [row] = await db
    .select({ attempts: count() })
    .from(integrationSyncs)
    .where(and(eq(integrationSyncs.companyId, options.companyId), eq(integrationSyncs.syncId, options.syncId)));
  return row?.attempts ?? 0;
}

export function listRecentSyncs(db: Db, key: Key & { limit: number }): Promise<IntegrationSyncRow[]> {
  return db
    .select()
    .from(integrationSyncs)
    .where(and(eq(integrationSyncs.companyId, key.companyId), eq(integrationSyncs.integration, key.name)))
    .orderBy(desc(integrationSyncs.createdAt), desc(integrationSyncs.attempt))
    .limit(key.limit);
}

/** Takes one event for one integration (a session's visit end, …); false when it was taken already. */
export async function claimIntegrationEvent(db: Db, claim: Key & { key: string }): Promise<boolean> {
  const rows = await db
    .insert(integrationClaims)
    .values({ companyId: claim.companyId, integration: claim.name, key: claim.key })
    .onConflictDoNothing()
    .returning({ key: integrationClaims.key });
  return rows.length > 0;
}

export async function findCompanyPlan(db: Db, companyId: string) {
  const [row] = await db
    .select({ subscriptionPlan: companies.subscriptionPlan, subscriptionStatus: companies.subscriptionStatus })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** An organisation's share link with its Vemo's title, or null. */
export async function findLinkWithVemo(db: Db, options: { companyId: string; shareLinkId: string }) {
  const [row] = await db
    .select({ link: shareLinks, vemoTitle: vemos.title })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .where(and(eq(shareLinks.id, options.shareLinkId), eq(shareLinks.companyId, options.companyId)));
  return row ?? null;
}
