import type { OperationSource } from "@vemo/shared/contracts/bulk-uploads";
import { setImmediate } from "node:timers/promises";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { bulkUploadRows, bulkUploads, shareLinks, vemos } from "../../platform/db/schema.ts";
import { newShareToken } from "../sharing/share-token.ts";
import { madeBy, sharedByColumns } from "../team/shared-by.ts";

export type BulkUploadRow = typeof bulkUploads.$inferSelect;

/** A prospect's link as it would be created: the first request naming the e-mail decides name and company. */
export type ProspectLinkDraft = { clientEmail: string; clientName: string; clientCompany: string };
/** One customer of the batch as sent, in request order. */
export type BatchRowDraft = { slNo: string; clientName: string; clientEmail: string; clientCompany: string };
export type ProspectLink = { id: string; token: string; isNew: boolean };

export type BulkShareWrite = {
  companyId: string;
  /** The teammate making the batch, recorded on it and on the links it creates. */
  createdByUserId: string;
  vemoId: string;
  operationType: OperationSource;
  originalFilename: string | null;
  links: ProspectLinkDraft[];
  rows: BatchRowDraft[];
};

/** Customers written per short transaction: the embedded database serves other requests between them. */
const CHUNK = 100;
/** A batch still incomplete after this long was cut off (a crash or kill) and is removed. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * Stores a batch in short steps: the batch, hidden, then for each chunk of customers the links of
 * e-mails that have none yet (an e-mail that already has one keeps it) and their rows, and at last
 * the batch is shown. Each step is its own transaction, so a 10,000-row batch never holds the
 * embedded database (which every request shares) for long; a batch cut off half-way is never
 * shown and is removed by the organisation's next one. Returns null when the Vemo is no longer the
 * company's (or is deleted meanwhile).
 */
export async function insertBulkShare(
  db: Db,
  write: BulkShareWrite,
): Promise<{ bulkUploadId: string; linksByEmail: Map<string, ProspectLink> } | null> {
  await db
    .delete(bulkUploads)
    .where(
      and(
        eq(bulkUploads.companyId, write.companyId),
        eq(bulkUploads.isComplete, false),
        lt(bulkUploads.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    );
  const batchId = await db.transaction(async (tx) => {
    if (!(await lockVemo(tx, write))) return null;
    const [batch] = await tx
      .insert(bulkUploads)
      .values({
        companyId: write.companyId,
        vemoId: write.vemoId,
        operationType: write.operationType,
        originalFilename: write.originalFilename,
        customerCount: write.rows.length,
        createdByUserId: write.createdByUserId,
        isComplete: false,
      })
      .returning({ id: bulkUploads.id });
    return batch!.id;
  });
  if (!batchId) return null;

  const linksByEmail = new Map<string, ProspectLink>();
  try {
    if (!(await storeCustomers(db, write, batchId, linksByEmail))) return null;
  } catch (error) {
    // Nothing half-stored: the batch goes, and so do the links it created (nobody has them yet).
    const created = [...linksByEmail.values()].filter((link) => link.isNew).map((link) => link.id);
    await db.delete(bulkUploads).where(eq(bulkUploads.id, batchId));
    for (let start = 0; start < created.length; start += CHUNK)
      await db.delete(shareLinks).where(inArray(shareLinks.id, created.slice(start, start + CHUNK)));
    throw error;
  }
  const [shown] = await db
    .update(bulkUploads)
    .set({ isComplete: true })
    .where(eq(bulkUploads.id, batchId))
    .returning({ id: bulkUploads.id });
  return shown ? { bulkUploadId: batchId, linksByEmail } : null;
}

/** Writes the batch's customers chunk by chunk; false when the Vemo is gone meanwhile. */
async function storeCustomers(
  db: Db,
  write: BulkShareWrite,
  batchId: string,
  linksByEmail: Map<string, ProspectLink>,
): Promise<boolean> {
  const drafts = new Map(write.links.map((link) => [link.clientEmail, link]));
  for (let start = 0; start < write.rows.length; start += CHUNK) {
    await setImmediate(); // requests that arrived meanwhile go first
    const rows = write.rows.slice(start, start + CHUNK);
    const isStored = await db.transaction(async (tx) => {
      // Locking the Vemo makes a concurrent delete wait until this chunk is stored.
      if (!(await lockVemo(tx, write))) return false;
      const newEmails = [...new Set(rows.map((row) => row.clientEmail))].filter((email) => !linksByEmail.has(email));
      const stored = new Map(linksByEmail);
      await storeLinks(
        tx,
        write,
        newEmails.map((email) => drafts.get(email)!),
        stored,
      );
      await tx.insert(bulkUploadRows).values(
        rows.map((row, index) => {
          const link = stored.get(row.clientEmail);
          if (!link) throw new Error("a customer's link was neither created nor found");
          return { ...row, bulkUploadId: batchId, position: start + index + 1, shareLinkId: link.id };
        }),
      );
      for (const [email, link] of stored) linksByEmail.set(email, link);
      return true;
    });
    if (!isStored) return false;
  }
  return true;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockVemo(tx: Tx, write: BulkShareWrite): Promise<boolean> {
  const [vemo] = await tx
    .select({ id: vemos.id })
    .from(vemos)
    .where(and(eq(vemos.id, write.vemoId), eq(vemos.companyId, write.companyId)))
    .for("share");
  return vemo !== undefined;
}

/** Creates the links of these e-mails that have none on the Vemo yet and finds the others. */
async function storeLinks(
  tx: Tx,
  write: BulkShareWrite,
  links: ProspectLinkDraft[],
  linksByEmail: Map<string, ProspectLink>,
): Promise<void> {
  if (links.length === 0) return;
  const created = await tx
    .insert(shareLinks)
    .values(
      links.map((link) => ({
        ...link,
        // Made chunk by chunk: 10,000 tokens at once held the thread ~20 ms.
        token: newShareToken(),
        vemoId: write.vemoId,
        companyId: write.companyId,
        kind: "unique" as const,
        createdByUserId: write.createdByUserId,
      })),
    )
    .onConflictDoNothing({ target: [shareLinks.vemoId, shareLinks.clientEmail], where: sql`kind = 'unique'` })
    .returning({ id: shareLinks.id, token: shareLinks.token, clientEmail: shareLinks.clientEmail });
  for (const link of created) linksByEmail.set(link.clientEmail!, { id: link.id, token: link.token, isNew: true });
  const existingEmails = links.map((link) => link.clientEmail).filter((email) => !linksByEmail.has(email));
  if (existingEmails.length === 0) return;
  const existing = await tx
    .select({ id: shareLinks.id, token: shareLinks.token, clientEmail: shareLinks.clientEmail })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.vemoId, write.vemoId),
        eq(shareLinks.kind, "unique"),
        inArray(shareLinks.clientEmail, existingEmails),
      ),
    );
  for (const link of existing) linksByEmail.set(link.clientEmail!, { id: link.id, token: link.token, isNew: false });
}

/** The company's batches (or one teammate's), newest first, with their Vemo's title and who made each. */
export async function listCompanyBulkUploads(db: Db, options: { companyId: string; sharedBy?: string }) {
  return db
    .select({ batch: bulkUploads, vemoTitle: vemos.title, ...sharedByColumns(bulkUploads) })
    .from(bulkUploads)
    .innerJoin(vemos, eq(vemos.id, bulkUploads.vemoId))
    .where(
      and(
        eq(bulkUploads.companyId, options.companyId),
        eq(bulkUploads.isComplete, true),
        options.sharedBy ? madeBy(bulkUploads, options.sharedBy) : undefined,
      ),
    )
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
    .where(
      and(
        eq(bulkUploads.id, options.id),
        eq(bulkUploads.companyId, options.companyId),
        eq(bulkUploads.isComplete, true),
      ),
    );
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
