import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { companies, companyDomains } from "../../platform/db/schema.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

export type DomainRow = typeof companyDomains.$inferSelect;

export async function findDomain(db: Db, companyId: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(companyDomains).where(eq(companyDomains.companyId, companyId));
  return row;
}

/** The domain at `host`, whoever's it is (verified or not). */
export async function findDomainByHost(db: Db, host: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(companyDomains).where(eq(companyDomains.host, host));
  return row;
}

/** The verified domain at `host` with its organisation. */
export async function findVerifiedDomain(
  db: Db,
  host: string,
): Promise<{ domain: DomainRow; company: CompanyRow } | undefined> {
  const [row] = await db
    .select({ domain: companyDomains, company: companies })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(and(eq(companyDomains.host, host), isNotNull(companyDomains.verifiedAt)));
  return row;
}

/**
 * Sets the organisation's host; a new host starts unverified with a new token, the same host keeps
 * both. Undefined when another organisation holds the host (hosts are unique).
 */
export async function saveDomain(
  db: Db,
  companyId: string,
  host: string,
  token: string,
): Promise<DomainRow | undefined> {
  const current = await findDomain(db, companyId);
  if (current?.host === host) return current;
  try {
    const [row] = await db
      .insert(companyDomains)
      .values({ companyId, host, verificationToken: token })
      .onConflictDoUpdate({
        target: companyDomains.companyId,
        set: { host, verificationToken: token, verifiedAt: null, updatedAt: new Date() },
      })
      .returning();
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
    throw error;
  }
}

const UNIQUE_VIOLATION = "23505";

export async function markVerified(db: Db, companyId: string, verifiedAt: Date): Promise<DomainRow> {
  const [row] = await db
    .update(companyDomains)
    .set({ verifiedAt, updatedAt: verifiedAt })
    .where(eq(companyDomains.companyId, companyId))
    .returning();
  return row!;
}

export async function deleteDomain(db: Db, companyId: string): Promise<void> {
  await db.delete(companyDomains).where(eq(companyDomains.companyId, companyId));
}
