import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { getEngineProfile, INDEX_VERSION, loadIndex, type VemoIndex } from "@vemo/engine";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { createSharedWork } from "../../platform/versioned-cache.ts";
import type { Runtime } from "../../runtime.ts";
import { listSources, type SourceRow } from "../vemos/vemos.repository.ts";
import { answerEngineOf, buildIndex } from "./answer-engine.ts";
import { buildAnswerIndexJob } from "./build-answer-index.job.ts";
import { listRecentlyStoredIndexes, readStoredIndex } from "./answer-index.repository.ts";
import { toEngineSources } from "./content-loader.ts";
import { contentVersion, VIEWER_PROFILE, type VemoKey } from "./stored-answer-index.ts";
import type { CachedIndex } from "./index-cache.ts";
import { hasLiveContent, listVemoChunks } from "./qa.repository.ts";

/**
 * The Vemo's answer index for its current content: this process's copy, else the one a worker
 * stored (loaded once per process), else (content changed a moment ago, or the stored one is
 * another engine version's) one built here while a worker is asked to store it. The Vemo's company
 * (null for the welcome demo) scopes the reads: a viewer has no signed-in organisation.
 */
export async function loadVemoIndex(
  runtime: Runtime,
  vemo: VemoKey,
  /** The Vemo's sources when the caller has read them (a share link's, kept with it). */
  knownSources?: SourceRow[],
): Promise<{ cached: CachedIndex | null; sources: SourceRow[] }> {
  const { db } = runtime.database;
  const sources = knownSources ?? (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }));
  const version = contentVersion(sources);
  const { cache } = answerEngineOf(runtime);
  const key = `vemo:${vemo.id}:${VIEWER_PROFILE}`;
  // An index of this content version was built from content, which the version pins: no need to look again.
  if (!cache.has(key, version) && !(await checkContent(`${key}@${version}`, () => hasLiveContent(db, vemo))))
    return { cached: null, sources };
  const cached = await cache.get(key, version, () => storedOrBuiltIndex(runtime, vemo, sources, version));
  return { cached, sources };
}

/** Questions arriving together before an index is cached (the first ones after a start) share one check of the content. */
const checkContent = createSharedWork<boolean>();

/** How many of the most recently stored indexes a starting API process loads before anyone asks. */
const WARM_UP_INDEXES = 10;

/**
 * Loads the indexes a worker stored most recently into this process's cache, one after another, so
 * that a process that has just started answers its first questions on them as fast as its hundredth.
 * A starting server waits for it a moment before it listens (server.ts); a question that comes while
 * it still loads waits for the same load rather than starting another.
 */
export async function warmUpAnswerIndexes(runtime: Runtime): Promise<void> {
  const recent = await listRecentlyStoredIndexes(runtime.database.db, {
    indexVersion: INDEX_VERSION,
    limit: WARM_UP_INDEXES,
  });
  for (const vemo of recent) await loadVemoIndex(runtime, vemo);
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
    const json = (await gunzipAsync(stored, { chunkSize: UNZIPPED_CHUNK_BYTES })).toString();
    const index = loadIndex(json, getEngineProfile(VIEWER_PROFILE));
    const ms = Math.round(performance.now() - startedAt);
    runtime.log.info({ vemoId: vemo.id, passages: index.passages.length, ms }, "answer index loaded");
    return index;
  }
  await queueAnswerIndex(runtime.jobs, vemo);
  return buildIndex(runtime, toEngineSources(sources, await listVemoChunks(db, vemo, sources)), VIEWER_PROFILE, {
    vemoId: vemo.id,
  });
}

/** Asks a worker to build and store the Vemo's index (once, however often it is asked before it starts). */
export async function queueAnswerIndex(jobs: Pick<JobRunner, "send">, vemo: VemoKey): Promise<void> {
  await jobs.send(buildAnswerIndexJob, { vemoId: vemo.id, companyId: vemo.companyId }, { singletonKey: vemo.id });
}

const gunzipAsync = promisify(gunzip);
/** A large index unzips in a few pieces rather than zlib's default 16 KB ones (a quarter of the CPU for 10 MB). */
const UNZIPPED_CHUNK_BYTES = 1024 * 1024;
