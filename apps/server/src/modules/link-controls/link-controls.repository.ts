import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { bulkUploadRows, bulkUploads, shareLinkGrants, shareLinks } from "../../platform/db/schema.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";

export async function findCompanyShareLink(
  db: Db,
  options: { id: string; companyId: string },
): Promise<ShareLinkRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, options.id), eq(shareLinks.companyId, options.companyId)));
  return row;
}

export type LinkControlChanges = Partial<
  Pick<ShareLinkRow, "disabledAt" | "expiresAt" | "passcodeHash" | "verifyEmail">
>;

/** Changes a link's controls; a changed or cleared passcode also ends every grant the old one earned. */
export async function updateLinkControls(
  db: Db,
  options: { id: string; companyId: string; changes: LinkControlChanges },
): Promise<ShareLinkRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shareLinks)
      .set(options.changes)
      .where(and(eq(shareLinks.id, options.id), eq(shareLinks.companyId, options.companyId)))
      .returning();
    if (row && options.changes.passcodeHash !== undefined)
      await tx.delete(shareLinkGrants).where(eq(shareLinkGrants.shareLinkId, row.id));
    return row;
  });
}

/**
 * Disables every named link of the company in one transaction, or none: null when any id is not
 * one of the company's links. Links disabled already keep their first disabling time.
 */
export async function disableLinks(
  db: Db,
  options: { ids: string[]; companyId: string; now: Date },
): Promise<{ revoked: number; alreadyDisabled: number } | null> {
  const ids = [...new Set(options.ids)];
  if (!ids.every(isUuid)) return null;
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: shareLinks.id, disabledAt: shareLinks.disabledAt })
      .from(shareLinks)
      .where(and(inArray(shareLinks.id, ids), eq(shareLinks.companyId, options.companyId)))
      .for("update");
    if (owned.length !== ids.length) return null;
    const revoked = await tx
      .update(shareLinks)
      .set({ disabledAt: options.now })
      .where(and(inArray(shareLinks.id, ids), isNull(shareLinks.disabledAt)))
      .returning({ id: shareLinks.id });
    return { revoked: revoked.length, alreadyDisabled: ids.length - revoked.length };
  });
}

export async function insertGrant(
  db: Db,
  grant: { tokenHash: string; shareLinkId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Grants that ran out are of no use to anyone: each unlock clears its link's.
    await tx
      .delete(shareLinkGrants)
      .where(and(eq(shareLinkGrants.shareLinkId, grant.shareLinkId), lte(shareLinkGrants.expiresAt, grant.now)));
    await tx
      .insert(shareLinkGrants)
      .values({ tokenHash: grant.tokenHash, shareLinkId: grant.shareLinkId, expiresAt: grant.expiresAt });
  });
}

export async function hasLiveGrant(
  db: Db,
  options: { shareLinkId: string; tokenHash: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: shareLinkGrants.tokenHash })
    .from(shareLinkGrants)
    .where(
      and(
        eq(shareLinkGrants.tokenHash, options.tokenHash),
        eq(shareLinkGrants.shareLinkId, options.shareLinkId),
        gt(shareLinkGrants.expiresAt, options.now),
      ),
    );
  return row !== undefined;
}

/** A company's batch's distinct links in the order their customers were sent. */
export async function listBatchLinks(db: Db, options: { bulkUploadId: string; companyId: string }) {
  if (!isUuid(options.bulkUploadId)) return [];
  return db
    .selectDistinctOn([bulkUploadRows.shareLinkId], {
      link: shareLinks,
      position: bulkUploadRows.position,
    })
    .from(bulkUploadRows)
    .innerJoin(bulkUploads, eq(bulkUploads.id, bulkUploadRows.bulkUploadId))
    .innerJoin(shareLinks, eq(shareLinks.id, bulkUploadRows.shareLinkId))
    .where(and(eq(bulkUploadRows.bulkUploadId, options.bulkUploadId), eq(bulkUploads.companyId, options.companyId)))
    .orderBy(asc(bulkUploadRows.shareLinkId), asc(bulkUploadRows.position))
    .then((rows) => rows.sort((a, b) => a.position - b.position));
}
