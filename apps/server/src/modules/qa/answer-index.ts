import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { getEngineProfile, INDEX_VERSION, loadIndex, type VemoIndex } from "@vemo/engine";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";
import type { Db } from "../../platform/db/database.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Runtime } from "../../runtime.ts";
import type { SourceRow, VemoRow } from "../vemos/vemos.repository.ts";
import { answerEngineOf, buildIndex, buildStoredIndex } from "./answer-engine.ts";
import { buildAnswerIndexJob } from "./build-answer-index.job.ts";
import { readStoredIndex, writeStoredIndex } from "./answer-index.repository.ts";
import { toEngineSources } from "./content-loader.ts";
import type { CachedIndex } from "./index-cache.ts";
import { listVemoChunks, readVemoContentState } from "./qa.repository.ts";

/** Viewers and owners always get the production engine; the testing profile is for the test runner. */
export const VIEWER_PROFILE: AnswerProfileName = "production";

type VemoKey = Pick<VemoRow, "id" | "companyId">;

/**
 * The Vemo's answer index for its current content: this process's copy, else the one a worker
 * stored (loaded once per process), else (content changed a moment ago, or the stored one is
 * another engine version's) one built here while a worker is asked to store it. The Vemo's company
 * (null for the welcome demo) scopes the reads: a viewer has no signed-in organisation.
 */
export async function loadVemoIndex(
  runtime: Runtime,
  vemo: VemoKey,
): Promise<{ cached: CachedIndex | null; sources: SourceRow[] }> {
  const { sources, chunkCount } = await readVemoContentState(runtime.database.db, vemo);
  if (chunkCount === 0) return { cached: null, sources };
  const version = contentVersion(sources, chunkCount);
  const cached = await answerEngineOf(runtime).cache.get(`vemo:${vemo.id}:${VIEWER_PROFILE}`, version, () =>
    storedOrBuiltIndex(runtime, vemo, sources, version),
  );
  return { cached, sources };
}

async function storedOrBuiltIndex(
  runtime: Runtime,
  vemo: VemoKey,
  sources: SourceRow[],
  version: string,
): Promise<VemoIndex> {
  const { db } = runtime.database;
  const key = { vemoId: vemo.id, indexVersion: INDEX_VERSION, contentVersion: version };
  const stored = await readStoredIndex(db, key);
  if (stored) {
    const startedAt = performance.now();
    const index = await loadIndex((await gunzipAsync(stored)).toString(), getEngineProfile(VIEWER_PROFILE));
    const ms = Math.round(performance.now() - startedAt);
    runtime.log.info({ vemoId: vemo.id, passages: index.passages.length, ms }, "answer index loaded");
    return index;
  }
  await queueAnswerIndex(runtime.jobs, vemo);
  return buildIndex(runtime, toEngineSources(sources, await listVemoChunks(db, vemo)), VIEWER_PROFILE, {
    vemoId: vemo.id,
  });
}

/** Asks a worker to build and store the Vemo's index (once, however often it is asked before it starts). */
export async function queueAnswerIndex(jobs: Pick<JobRunner, "send">, vemo: VemoKey): Promise<void> {
  await jobs.send(buildAnswerIndexJob, { vemoId: vemo.id, companyId: vemo.companyId }, { singletonKey: vemo.id });
}

/** The worker's part: builds the Vemo's index from its current content and stores it for every API process. */
export async function storeAnswerIndex(db: Db, vemo: VemoKey): Promise<void> {
  const { sources, chunkCount } = await readVemoContentState(db, vemo);
  if (chunkCount === 0) return;
  const json = await buildStoredIndex(toEngineSources(sources, await listVemoChunks(db, vemo)), VIEWER_PROFILE);
  const data = await gzipAsync(json, { level: 1 });
  await writeStoredIndex(db, {
    vemoId: vemo.id,
    indexVersion: INDEX_VERSION,
    contentVersion: contentVersion(sources, chunkCount),
    data,
  });
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Changes whenever the content an index is built from may have changed: processing a source gives
 * it a new chunk generation, adding, removing or reordering sources changes the list, and the
 * welcome demo's video address follows PUBLIC_URL.
 */
export function contentVersion(sources: readonly SourceRow[], chunkCount: number): string {
  const stamps = sources
    .map((source) => `${source.id}@${source.chunkGeneration}@${source.kind}@${source.position}@${source.url}`)
    .sort();
  return `${chunkCount}|${stamps.join("|")}`;
}
