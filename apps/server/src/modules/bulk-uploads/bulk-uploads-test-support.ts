// Set-up shared by the unique-link tests: bulk-share calls and what they left in the database.
import type { ClientRow, OperationSource } from "@vemo/shared/contracts/bulk-uploads";
import { and, count, eq } from "drizzle-orm";
import { bulkUploads, companies, shareLinks } from "../../platform/db/schema.ts";
import type { TestApp } from "../../test/test-app.ts";
import type { Owner } from "../sharing/viewer-test-support.ts";

export type BulkSharePayload = {
  vemoId: string;
  clientData: ClientRow[];
  operationSource?: OperationSource;
  originalFilename?: string | null;
};

export function bulkShare(testApp: TestApp, owner: Owner, payload: BulkSharePayload) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/vemos/bulk-share",
    headers: owner.auth,
    payload: { operationSource: "few_links", ...payload },
  });
}

/** `total` customers named Prospect 1…n with distinct e-mails. */
export function prospects(total: number, prefix = "prospect"): ClientRow[] {
  return Array.from({ length: total }, (_, i) => ({
    clientName: `Prospect ${i + 1}`,
    email: `${prefix}${i + 1}@example.com`,
    companyName: `Company ${i + 1}`,
  }));
}

/** How many unique links a Vemo has and how many batches its organisation has. */
export async function writtenFor(testApp: TestApp, owner: Owner, vemoId: string) {
  const { db } = testApp.database;
  const [links] = await db
    .select({ value: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.vemoId, vemoId), eq(shareLinks.kind, "unique")));
  const [batches] = await db
    .select({ value: count() })
    .from(bulkUploads)
    .where(eq(bulkUploads.companyId, owner.companyId));
  return { links: links!.value, batches: batches!.value };
}

export async function setPlan(testApp: TestApp, owner: Owner, changes: Partial<typeof companies.$inferInsert>) {
  await testApp.database.db.update(companies).set(changes).where(eq(companies.id, owner.companyId));
}
