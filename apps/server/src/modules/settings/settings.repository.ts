import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { companySettings } from "../../platform/db/schema.ts";

export async function findSettings(db: Db, companyId: string): Promise<unknown> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  return row?.settings;
}

export async function saveSettings(db: Db, companyId: string, settings: unknown): Promise<void> {
  await db
    .insert(companySettings)
    .values({ companyId, settings })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { settings, updatedAt: new Date() } });
}
