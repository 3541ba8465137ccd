import { setImmediate } from "node:timers";
import DataLoader from "dataloader";
import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from "@vemo/shared/contracts/settings";
import { readSettings } from "../settings/settings.service.ts";
import { listTaughtAnswers, type TaughtAnswerRow } from "../taught-answers/taught-answers.repository.ts";
import { listSources, type SourceRow } from "../vemos/vemos.repository.ts";
import { writesTo, type Db } from "../../platform/db/database.ts";
import { createVersionedCache, trimToCapacity, type VersionedCache } from "../../platform/versioned-cache.ts";
import { findShareLink, readShareVersions, type ShareVersion } from "./sharing.repository.ts";

/**
 * A share link with its Vemo, the Vemo's organisation (none for the welcome demo), its sources, the organisation's
 * settings (the defaults for the welcome demo) and the Vemo's taught answers, as last read.
 */
export type CurrentShareLink = NonNullable<Awaited<ReturnType<typeof findShareLink>>> & {
  sources: SourceRow[];
  settings: OrganizationSettings;
  taughtAnswers: TaughtAnswerRow[];
};

/** How many links a process keeps, the least recently used dropped first. */
const CAPACITY = 1_000;

/** A version as read while the embedded database had seen `writes` writes. */
type KnownVersion = ShareVersion & { writes: number };
type Cache = {
  versions: DataLoader<string, ShareVersion | undefined>;
  known: Map<string, KnownVersion>;
  kept: VersionedCache<CurrentShareLink | undefined>;
};

/** One per database handle, so one per process (tests open several). */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      // Every token asked during one turn of the event loop is read in one statement, after that turn's
      // input: so each request's version is read after it arrived, and a busy link costs a statement per turn.
      versions: new DataLoader(
        async (tokens) => {
          const versions = await readShareVersions(db, tokens);
          return tokens.map((token) => versions.get(token));
        },
        { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 500 },
      ),
      known: new Map(),
      kept: createVersionedCache(CAPACITY),
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The link's version (`readShareVersions`): it changes with anything a public call reads of the link, whoever
 * changed it and in whichever process. Undefined for an unknown token. On the embedded database, which only this
 * process writes, a version read since its last write (and before the clock changes it) is still the version.
 */
export async function readShareVersion(db: Db, token: string): Promise<string | undefined> {
  const { versions, known } = cacheOf(db);
  const writes = writesTo(db);
  const seen = known.get(token);
  if (seen && seen.writes === writes && (seen.changesAtMs === null || Date.now() < seen.changesAtMs))
    return seen.version;
  const read = await versions.load(token);
  known.delete(token);
  if (writes !== null && read) {
    known.set(token, { ...read, writes });
    trimToCapacity(known, CAPACITY);
  }
  return read?.version;
}

/**
 * The share link of `token` as it is now: kept per process while its version is unchanged, so a public call
 * costs one shared version read, and an edit, a plan change or a lapse made by any process is seen by the
 * next call (docs/decisions.md). Undefined for an unknown token.
 */
export async function findCurrentShareLink(db: Db, token: string): Promise<CurrentShareLink | undefined> {
  const { kept } = cacheOf(db);
  const version = await readShareVersion(db, token);
  if (version === undefined) return undefined;
  return kept.get(token, version, () => readShareLink(db, token));
}

async function readShareLink(db: Db, token: string): Promise<CurrentShareLink | undefined> {
  const found = await findShareLink(db, token);
  if (!found) return undefined;
  const { companyId, id: vemoId } = found.vemo;
  const sources = await listSources(db, { companyId, vemoIds: [vemoId] });
  if (companyId === null) return { ...found, sources, settings: DEFAULT_ORGANIZATION_SETTINGS, taughtAnswers: [] };
  const settings = await readSettings({ db, companyId });
  return { ...found, sources, settings, taughtAnswers: await listTaughtAnswers(db, { companyId, vemoId }) };
}
