import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { presentSharedBy } from "../team/team.presenter.ts";
import type { BulkShareLink, BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { bulkDownloadFilename } from "@vemo/shared/rules/prospects";
import type { BulkUploadRow } from "./bulk-uploads.repository.ts";
import type { SharedCustomer } from "./bulk-uploads.service.ts";

/** A prospect's link, at the organisation's share origin (its verified custom domain, else PUBLIC_URL). */
export function presentSharedCustomer(customer: SharedCustomer, shareOrigin: string): BulkShareLink {
  return {
    shareUrl: shareUrl(shareOrigin, customer.link.token),
    shareId: customer.link.id,
    clientName: customer.clientName,
    email: customer.clientEmail,
    companyName: customer.clientCompany,
    isNewLink: customer.link.isNew,
  };
}

export function presentBulkUpload(listed: {
  batch: BulkUploadRow;
  vemoTitle: string;
  sharedById: string | null;
  sharedByName: string | null;
}): BulkUpload {
  const { batch, vemoTitle } = listed;
  return {
    id: batch.id,
    original_filename: batch.originalFilename,
    file_name: bulkDownloadFilename(batch.originalFilename, batch.createdAt),
    operation_type: batch.operationType,
    vemo_title: vemoTitle,
    created_at: batch.createdAt.toISOString(),
    customer_count: batch.customerCount,
    shared_by: presentSharedBy(listed),
  };
}
