import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { listSources } from "../vemos/vemos.repository.ts";
import { loadViewableShareLink } from "./sharing.service.ts";

const SHARED_DOCUMENT_NOT_FOUND = "Document not found";

/**
 * Where a prospect opens one of the Vemo's uploaded documents: the link's token scopes which documents it reaches;
 * a passcode link's grant rides along, since a document opens in a new tab without the page's header.
 */
export function sharedDocumentUrl(publicUrl: string, token: string, sourceId: string, grant?: string | null): string {
  const url = `${publicUrl}/api/vemos/share/${encodeURIComponent(token)}/documents/${sourceId}`;
  return grant ? `${url}?grant=${encodeURIComponent(grant)}` : url;
}

/**
 * An uploaded document of the link's Vemo, for a page chip under an answer. Any other source id (another Vemo's
 * document, a video's caption file, one removed since) is 404, the same as one that never existed.
 */
export async function readSharedDocument(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
  sourceId: string;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const { db } = options.runtime.database;
  const { vemo } = await loadViewableShareLink({ db, token: options.token, grant: options.grant });
  const source = (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] })).find(
    (row) => row.id === options.sourceId && row.kind === "document",
  );
  const bytes = source?.fileKey ? await options.runtime.storage.get(source.fileKey) : null;
  if (!source || !bytes) throw new AppError("not_found", SHARED_DOCUMENT_NOT_FOUND);
  return { bytes, fileName: source.title };
}
