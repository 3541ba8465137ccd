import { eq } from "drizzle-orm";
import type { LogoType } from "@vemo/shared/rules/brand";
import type { Db } from "../../platform/db/database.ts";
import { companies, companyBrands } from "../../platform/db/schema.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

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

/** An organisation with its brand (null when it never set one); undefined when the organisation is gone. */
export async function findCompanyBrand(
  db: Db,
  companyId: string,
): Promise<{ company: CompanyRow; brand: BrandRow | null } | undefined> {
  const [row] = await db
    .select({ company: companies, brand: companyBrands })
    .from(companies)
    .leftJoin(companyBrands, eq(companyBrands.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}
