import type { BulkShareBody } from "@vemo/shared/contracts/bulk-uploads";
import type { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { findVemo } from "../vemos/vemos.repository.ts";
import {
  findCompanyBulkUpload,
  insertBulkShare,
  listBatchCustomers,
  listCompanyBulkUploads,
  type BatchCustomer,
  type BatchRowDraft,
  type BulkUploadRow,
  type ProspectLink,
  type ProspectLinkDraft,
} from "./bulk-uploads.repository.ts";

const VEMO_NOT_FOUND = "Vemo not found";
export const BULK_UPLOAD_NOT_FOUND = "Bulk upload not found";

type BulkShareInput = z.output<typeof BulkShareBody>;
export type SharedCustomer = BatchRowDraft & { link: ProspectLink };

/**
 * One unique link per customer of the organisation's own Vemo (a paid feature), stored with the
 * batch that asked for it. An e-mail that already has a link on this Vemo, from an earlier request
 * or earlier in this one, gets that link again with `isNew: false`.
 */
export async function createUniqueLinks(options: {
  db: Db;
  company: CompanyRow;
  /** The teammate making the links. */
  userId: string;
  input: BulkShareInput;
}): Promise<{ bulkUploadId: string; customers: SharedCustomer[] }> {
  const { db, company, userId, input } = options;
  const vemo = await findVemo(db, { id: input.vemoId, companyId: company.id });
  if (!vemo) throw new AppError("not_found", VEMO_NOT_FOUND);

  const rows: BatchRowDraft[] = input.clientData.map((client, index) => ({
    slNo: client.slNo || String(index + 1),
    clientName: client.clientName,
    clientEmail: client.email,
    clientCompany: client.companyName,
  }));
  const stored = await insertBulkShare(db, {
    companyId: company.id,
    createdByUserId: userId,
    vemoId: vemo.id,
    operationType: input.operationSource,
    originalFilename: input.operationSource === "bulk_upload" ? input.originalFilename || null : null,
    links: firstRowPerEmail(rows),
    rows,
  });
  if (!stored) throw new AppError("not_found", VEMO_NOT_FOUND);

  const seen = new Set<string>();
  const customers = rows.map((row) => {
    const link = stored.linksByEmail.get(row.clientEmail)!;
    const isNew = link.isNew && !seen.has(row.clientEmail);
    seen.add(row.clientEmail);
    return { ...row, link: { ...link, isNew } };
  });
  return { bulkUploadId: stored.bulkUploadId, customers };
}

function firstRowPerEmail(rows: BatchRowDraft[]): ProspectLinkDraft[] {
  const byEmail = new Map<string, BatchRowDraft>();
  for (const row of rows) if (!byEmail.has(row.clientEmail)) byEmail.set(row.clientEmail, row);
  return [...byEmail.values()].map(({ clientEmail, clientName, clientCompany }) => ({
    clientEmail,
    clientName,
    clientCompany,
  }));
}

/** The organisation's batches, newest first (a paid feature). */
export async function listBulkUploads(options: { db: Db; company: CompanyRow; sharedBy?: string }) {
  return listCompanyBulkUploads(options.db, { companyId: options.company.id, sharedBy: options.sharedBy });
}

/** One of the organisation's batches with its customers in the order they were sent (a paid feature). */
export async function getBulkUploadCustomers(options: {
  db: Db;
  company: CompanyRow;
  id: string;
}): Promise<{ batch: BulkUploadRow; customers: BatchCustomer[] }> {
  const { db, company } = options;
  const batch = await findCompanyBulkUpload(db, { id: options.id, companyId: company.id });
  if (!batch) throw new AppError("not_found", BULK_UPLOAD_NOT_FOUND);
  return { batch, customers: await listBatchCustomers(db, { bulkUploadId: batch.id, companyId: company.id }) };
}
