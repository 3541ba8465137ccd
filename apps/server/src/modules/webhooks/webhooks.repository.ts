import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { webhookDeliveries, webhookSecrets } from "../../platform/db/schema.ts";

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function saveWebhookSecret(db: Db, companyId: string, secret: string): Promise<void> {
  await db
    .insert(webhookSecrets)
    .values({ companyId, secret })
    .onConflictDoUpdate({ target: webhookSecrets.companyId, set: { secret, createdAt: new Date() } });
}

export async function findWebhookSecret(db: Db, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: webhookSecrets.secret })
    .from(webhookSecrets)
    .where(eq(webhookSecrets.companyId, companyId));
  return row?.secret;
}

export async function insertWebhookDelivery(db: Db, values: typeof webhookDeliveries.$inferInsert): Promise<void> {
  await db.insert(webhookDeliveries).values(values);
}

export async function countEventAttempts(db: Db, companyId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ attempts: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.eventId, eventId)));
  return row?.attempts ?? 0;
}

export function listRecentDeliveries(db: Db, companyId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, companyId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(limit);
}
