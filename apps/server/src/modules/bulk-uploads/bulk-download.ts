import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { BULK_DOWNLOAD_COLUMNS } from "@vemo/shared/contracts/bulk-uploads";
import { writeCsv } from "../../platform/csv-file.ts";
import type { BatchCustomer } from "./bulk-uploads.repository.ts";

/** A batch's CSV: one line per customer in the order they were sent, with the link they got. */
export function bulkDownloadCsv(customers: readonly BatchCustomer[], shareOrigin: string): string {
  const data = customers.map((customer) => [
    customer.slNo ?? String(customer.position),
    customer.clientName,
    customer.clientCompany,
    customer.clientEmail,
    shareUrl(shareOrigin, customer.token),
  ]);
  return writeCsv(BULK_DOWNLOAD_COLUMNS, data);
}
