import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { UploadedFile } from "../../platform/multipart.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { queueSourceProcessing } from "../vemos/process-content.service.ts";
import { deleteSource, insertSource, listSources, type SourceRow, type VemoRow } from "../vemos/vemos.repository.ts";
import { vemoFolder } from "../vemos/vemos.service.ts";

/** Stores a PDF for a Vemo and queues its processing. Only real PDFs (by their bytes) are kept. */
export async function uploadDocument(options: {
  db: Db;
  storage: FileStorage;
  jobs: JobRunner;
  vemo: VemoRow;
  file: UploadedFile | null;
}): Promise<SourceRow> {
  const { db, vemo, file } = options;
  if (!file || file.bytes.length === 0) throw new AppError("bad_request", "Please choose a PDF file to upload");
  if (!file.bytes.subarray(0, 1024).includes("%PDF-")) {
    throw new AppError("bad_request", `${file.filename} is not a PDF file. Only PDF documents are supported.`, {
      error_type: "not_pdf",
    });
  }
  const filename = file.filename.replace(/[\\/]/g, "_").slice(0, 200) || "document.pdf";
  const id = randomUUID();
  const fileKey = `${vemoFolder(vemo)}/documents/${id}.pdf`;
  await options.storage.put(fileKey, file.bytes);
  const position =
    (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] })).filter(
      (source) => source.kind === "document",
    ).length + 1;
  let source: SourceRow | undefined;
  try {
    source = await insertSource(db, vemo, {
      id,
      kind: "document",
      url: filename,
      title: filename,
      position,
      fileKey,
      fileSize: file.bytes.length,
      contentType: "application/pdf",
    });
    await queueSourceProcessing({ db, jobs: options.jobs, source });
    return source;
  } catch (error) {
    // Nothing half-stored: without its job the document would never be processed.
    if (source) await deleteSource(db, source);
    await options.storage.delete(fileKey);
    throw error;
  }
}
