import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { INDEX_VERSION } from "@vemo/engine";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";
import type { Db } from "../../platform/db/database.ts";
import type { SourceRow, VemoRow } from "../vemos/vemos.repository.ts";
import { buildStoredIndex } from "./answer-engine.ts";
import { writeStoredIndex } from "./answer-index.repository.ts";
import { toEngineSources } from "./content-loader.ts";
import { listVemoChunks, readVemoContentState } from "./qa.repository.ts";

/** Viewers and owners always get the production engine; the testing profile is for the test runner. */
export const VIEWER_PROFILE: AnswerProfileName = "production";

export type VemoKey = Pick<VemoRow, "id" | "companyId">;

/** The worker's part: builds the Vemo's index from its current content and stores it for every API process. */
export async function storeAnswerIndex(db: Db, vemo: VemoKey): Promise<void> {
  const { sources, hasContent } = await readVemoContentState(db, vemo);
  if (!hasContent) return;
  const json = await buildStoredIndex(
    toEngineSources(sources, await listVemoChunks(db, vemo, sources)),
    VIEWER_PROFILE,
  );
  const data = await gzipAsync(json, { level: 1 });
  await writeStoredIndex(db, {
    vemoId: vemo.id,
    indexVersion: INDEX_VERSION,
    contentVersion: contentVersion(sources),
    data,
  });
}

const gzipAsync = promisify(gzip);

/**
 * Changes whenever the content an index is built from may have changed: processing a source gives
 * it a new chunk generation (its chunks are never changed in place), adding, removing or reordering sources changes the list, and the
 * welcome demo's video address follows PUBLIC_URL.
 */
export function contentVersion(sources: readonly SourceRow[]): string {
  return sources
    .map((source) => `${source.id}@${source.chunkGeneration}@${source.kind}@${source.position}@${source.url}`)
    .sort()
    .join("|");
}
