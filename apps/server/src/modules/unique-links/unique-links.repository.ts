import type { OperationSource } from "@vemo/shared/contracts/unique-links";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { bulkUploadRows, bulkUploads, shareLinks, vemos } from "../../platform/db/schema.ts";

/** Rows per multi-row statement: about 7,000 parameters, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

export type BulkUploadRow = typeof bulkUploads.$inferSelect;

/** A prospect's link as it would be created: the first request naming the e-mail decides name and company. */
export type ProspectLinkDraft = { clientEmail: string; clientName: string; clientCompany: string; token: string };
/** One customer of the batch as sent, in request order. */
export type BatchRowDraft = { slNo: string; clientName: string; clientEmail: string; clientCompany: string };
export type ProspectLink = { id: string; token: string; isNew: boolean };

export type BulkShareWrite = {
  companyId: string;
  vemoId: string;
  operationType: OperationSource;
  originalFilename: string | null;
  links: ProspectLinkDraft[];
  rows: BatchRowDraft[];
};

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

/**
 * Stores a batch in one transaction: the links of e-mails that have none yet (an e-mail that
 * already has one keeps it), the batch and one row per customer. Returns null, writing nothing,
 * when the Vemo is no longer the company's.
 */
export async function insertBulkShare(
  db: Db,
  write: BulkShareWrite,
): Promise<{ bulkUploadId: string; linksByEmail: Map<string, ProspectLink> } | null> {
  return db.transaction(async (tx) => {
    // Locking the Vemo makes a concurrent delete wait until the batch is stored.
    const [vemo] = await tx
      .select({ id: vemos.id })
      .from(vemos)
      .where(and(eq(vemos.id, write.vemoId), eq(vemos.companyId, write.companyId)))
      .for("share");
    if (!vemo) return null;

    const linksByEmail = new Map<string, ProspectLink>();
    for (const part of batches(write.links)) {
      const created = await tx
        .insert(shareLinks)
        .values(
          part.map((link) => ({ ...link, vemoId: write.vemoId, companyId: write.companyId, kind: "unique" as const })),
        )
        .onConflictDoNothing({ target: [shareLinks.vemoId, shareLinks.clientEmail], where: sql`kind = 'unique'` })
        .returning({ id: shareLinks.id, token: shareLinks.token, clientEmail: shareLinks.clientEmail });
      for (const link of created) linksByEmail.set(link.clientEmail!, { id: link.id, token: link.token, isNew: true });
    }
    const existingEmails = write.links.map((link) => link.clientEmail).filter((email) => !linksByEmail.has(email));
    for (const part of batches(existingEmails)) {
      const existing = await tx
        .select({ id: shareLinks.id, token: shareLinks.token, clientEmail: shareLinks.clientEmail })
        .from(shareLinks)
        .where(
          and(
            eq(shareLinks.vemoId, write.vemoId),
            eq(shareLinks.kind, "unique"),
            inArray(shareLinks.clientEmail, part),
          ),
        );
      for (const link of existing)
        linksByEmail.set(link.clientEmail!, { id: link.id, token: link.token, isNew: false });
    }

    const [batch] = await tx
      .insert(bulkUploads)
      .values({
        companyId: write.companyId,
        vemoId: write.vemoId,
        operationType: write.operationType,
        originalFilename: write.originalFilename,
        customerCount: write.rows.length,
      })
      .returning({ id: bulkUploads.id });
    const rows = write.rows.map((row, index) => {
      const link = linksByEmail.get(row.clientEmail);
      if (!link) throw new Error("a customer's link was neither created nor found");
      return { ...row, bulkUploadId: batch!.id, position: index + 1, shareLinkId: link.id };
    });
    for (const part of batches(rows)) await tx.insert(bulkUploadRows).values(part);
    return { bulkUploadId: batch!.id, linksByEmail };
  });
}

/** The company's batches, newest first, with their Vemo's title. */
export async function listCompanyBulkUploads(db: Db, companyId: string) {
  return db
    .select({ batch: bulkUploads, vemoTitle: vemos.title })
    .from(bulkUploads)
    .innerJoin(vemos, eq(vemos.id, bulkUploads.vemoId))
    .where(eq(bulkUploads.companyId, companyId))
    .orderBy(desc(bulkUploads.createdAt), desc(bulkUploads.id));
}

export async function findCompanyBulkUpload(
  db: Db,
  options: { id: string; companyId: string },
): Promise<BulkUploadRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .select()
    .from(bulkUploads)
    .where(and(eq(bulkUploads.id, options.id), eq(bulkUploads.companyId, options.companyId)));
  return row;
}

/** A company's batch's customers in the order they were sent, each with its link's token. */
export async function listBatchCustomers(db: Db, options: { bulkUploadId: string; companyId: string }) {
  return db
    .select({
      position: bulkUploadRows.position,
      slNo: bulkUploadRows.slNo,
      clientName: bulkUploadRows.clientName,
      clientEmail: bulkUploadRows.clientEmail,
      clientCompany: bulkUploadRows.clientCompany,
      token: shareLinks.token,
    })
    .from(bulkUploadRows)
    .innerJoin(bulkUploads, eq(bulkUploads.id, bulkUploadRows.bulkUploadId))
    .innerJoin(shareLinks, eq(shareLinks.id, bulkUploadRows.shareLinkId))
    .where(and(eq(bulkUploadRows.bulkUploadId, options.bulkUploadId), eq(bulkUploads.companyId, options.companyId)))
    .orderBy(asc(bulkUploadRows.position));
}

export type BatchCustomer = Awaited<ReturnType<typeof listBatchCustomers>>[number];
