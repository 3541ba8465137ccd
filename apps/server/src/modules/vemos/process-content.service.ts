import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Db } from "../../platform/db/database.ts";
import { processSourceJob } from "../content/process-source.job.ts";
import { countChunks, listSources, updateSource, type SourceRow, type VemoRow } from "./vemos.repository.ts";

const POLL_MS = 500;

/** Queues processing of one source (again): one job per source, idempotent. */
export async function queueSourceProcessing(options: { db: Db; jobs: JobRunner; source: SourceRow }): Promise<void> {
  await updateSource(options.db, options.source, {
    status: "pending",
    error: null,
    errorType: null,
    protectionDetected: false,
  });
  await options.jobs.send(processSourceJob, { sourceId: options.source.id });
}

/**
 * Queues a job per requested source, then waits up to `waitMs` for the Vemo's content to settle and
 * returns the Vemo's sources and live chunk count as they then are. Sources still running
 * afterwards finish in the background.
 */
export async function processVemoContent(options: {
  db: Db;
  jobs: JobRunner;
  vemo: VemoRow;
  videoUrls: string[];
  websiteUrls: string[];
  waitMs: number;
}): Promise<{ sources: SourceRow[]; chunkCount: number }> {
  const { db, vemo } = options;
  const requested = selectSources(
    await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }),
    options.videoUrls,
    options.websiteUrls,
  );
  for (const source of requested) await queueSourceProcessing({ db, jobs: options.jobs, source });

  const watched = new Set(requested.map((source) => source.id));
  const deadline = Date.now() + options.waitMs;
  let sources = await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] });
  while (Date.now() < deadline && sources.some((source) => isWaitedFor(source, watched))) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    sources = await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] });
  }
  return { sources, chunkCount: await countChunks(db, { companyId: vemo.companyId, vemoId: vemo.id }) };
}

/** The listed videos and websites; with both lists empty, every video and website of the Vemo. */
function selectSources(sources: SourceRow[], videoUrls: string[], websiteUrls: string[]): SourceRow[] {
  const wanted = new Set([...videoUrls, ...websiteUrls].map((url) => url.trim()));
  const linked = sources.filter((source) => source.kind === "video" || source.kind === "website");
  return wanted.size === 0 ? linked : linked.filter((source) => wanted.has(source.url));
}

// Documents are queued at upload; the report waits for them too.
function isWaitedFor(source: SourceRow, watched: Set<string>): boolean {
  const isRunning = source.status === "pending" || source.status === "processing";
  return isRunning && (watched.has(source.id) || source.kind === "document");
}
