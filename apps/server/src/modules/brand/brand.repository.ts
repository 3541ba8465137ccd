import { eq } from "drizzle-orm";
import type { LogoType } from "@vemo/shared/rules/brand";
import type { Db } from "../../platform/db/database.ts";
import { companyBrands } from "../../platform/db/schema.ts";

export type BrandRow = typeof companyBrands.$inferSelect;

export async function findBrand(db: Db, companyId: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(companyBrands).where(eq(companyBrands.companyId, companyId));
  return row;
}

/** Saves the given brand fields of the organisation (creating its row) and returns the row. */
export async function saveBrand(
  db: Db,
  companyId: string,
  fields: Partial<Pick<BrandRow, "brandColor" | "hidePoweredBy" | "logoId" | "logoType">>,
): Promise<BrandRow> {
  const [row] = await db
    .insert(companyBrands)
    .values({ companyId, ...fields })
    .onConflictDoUpdate({ target: companyBrands.companyId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The organisation and type of a logo by its upload's id. */
export async function findLogo(
  db: Db,
  logoId: string,
): Promise<{ companyId: string; logoType: LogoType | null } | undefined> {
  const [row] = await db
    .select({ companyId: companyBrands.companyId, logoType: companyBrands.logoType })
    .from(companyBrands)
    .where(eq(companyBrands.logoId, logoId));
  return row;
}
