import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { companies, shareLinks, vemos } from "../../platform/db/schema.ts";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A share link with its Vemo and the Vemo's organisation (none for the welcome demo). */
export async function findShareLink(db: Db, token: string) {
  const [row] = await db
    .select({ link: shareLinks, vemo: vemos, company: companies })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .leftJoin(companies, eq(companies.id, vemos.companyId))
    .where(eq(shareLinks.token, token));
  return row;
}
