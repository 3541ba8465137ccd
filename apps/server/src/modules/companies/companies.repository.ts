import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { companies } from "../../platform/db/schema.ts";

export type CompanyRow = typeof companies.$inferSelect;

// Every query here is scoped by the owner: no call can reach another user's organisation. A
// member's organisation is found through team/team.repository.ts (findMembership).

/** Inserts the user's organisation; undefined when the user already has one. */
export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow | undefined> {
  const [row] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing({ target: companies.ownerUserId })
    .returning();
  return row;
}

export async function deleteCompanyOfUser(db: Db, userId: string, companyId?: string): Promise<CompanyRow | undefined> {
  if (companyId !== undefined && !isUuid(companyId)) return undefined;
  const ofUser = eq(companies.ownerUserId, userId);
  const [row] = await db
    .delete(companies)
    .where(companyId === undefined ? ofUser : and(ofUser, eq(companies.id, companyId)))
    .returning();
  return row;
}
