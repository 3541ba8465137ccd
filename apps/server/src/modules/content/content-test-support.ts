// Shared set-up of the content integration tests: the loopback stand-ins for the video hosts,
// websites and transcription server, a configuration pointing at them, and the rows a source needs.
import type { VideoKind } from "@vemo/shared/rules/video-links";
import { asc, eq } from "drizzle-orm";
import { loadConfig, type Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { contentChunks, vemoSources } from "../../platform/db/schema.ts";
import type { FixtureServer } from "../../test/fixture-servers/fixture-server.ts";
import { startLoomServer } from "../../test/fixture-servers/loom-server.ts";
import { startTranscriptionServer, TRANSCRIPTION_API_KEY } from "../../test/fixture-servers/transcription-server.ts";
import { startVimeoServer } from "../../test/fixture-servers/vimeo-server.ts";
import { startWebsiteServer } from "../../test/fixture-servers/website-server.ts";
import { startYoutubeServer } from "../../test/fixture-servers/youtube-server.ts";
import { insertCompany, insertSource as insertSourceRow, insertVemo } from "../../test/row-factories.ts";

export type ContentFixtures = {
  youtube: FixtureServer;
  loom: FixtureServer;
  vimeo: FixtureServer;
  website: FixtureServer;
  transcription: FixtureServer;
  close(): Promise<void>;
};

export async function startContentFixtures(): Promise<ContentFixtures> {
  const [youtube, loom, vimeo, website, transcription] = await Promise.all([
    startYoutubeServer(),
    startLoomServer(),
    startVimeoServer(),
    startWebsiteServer(),
    startTranscriptionServer(),
  ]);
  return {
    youtube,
    loom,
    vimeo,
    website,
    transcription,
    close: async () =>
      void (await Promise.all([youtube, loom, vimeo, website, transcription].map((server) => server.close()))),
  };
}

/** The fixture servers are on 127.0.0.1, so fetching them needs the private network allowed. */
export function contentTestConfig(fixtures: ContentFixtures, env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    ALLOW_PRIVATE_NETWORK: "true",
    FETCH_TIMEOUT_MS: "10000",
    FETCH_MAX_BYTES: String(1024 * 1024),
    YOUTUBE_BASE_URL: fixtures.youtube.baseUrl,
    LOOM_BASE_URL: fixtures.loom.baseUrl,
    VIMEO_PLAYER_BASE_URL: fixtures.vimeo.baseUrl,
    ...env,
  });
}

export function transcriptionEnv(fixtures: ContentFixtures): Record<string, string> {
  return {
    TRANSCRIPTION_BASE_URL: `${fixtures.transcription.baseUrl}/v1`,
    TRANSCRIPTION_API_KEY: TRANSCRIPTION_API_KEY,
  };
}

export type TestVemo = { vemoId: string; companyId: string };

/** A user, their company and one Vemo. */
export async function createTestVemo(db: Db): Promise<TestVemo> {
  const company = await insertCompany(db, { name: "Lumen Example" });
  const vemo = await insertVemo(db, { companyId: company.id, title: "Lumen tour" });
  return { vemoId: vemo.id, companyId: company.id };
}

type SourceValues = { kind: "video" | "website" | "document"; url: string; videoType?: VideoKind; fileKey?: string };

export async function insertSource(db: Db, vemo: TestVemo, values: SourceValues): Promise<string> {
  const { kind, url, ...rest } = values;
  const source = await insertSourceRow(db, {
    vemo: { id: vemo.vemoId, companyId: vemo.companyId },
    kind,
    url,
    values: rest,
  });
  return source.id;
}

export async function loadSource(db: Db, sourceId: string) {
  const [source] = await db.select().from(vemoSources).where(eq(vemoSources.id, sourceId));
  return source;
}

export function loadChunks(db: Db, sourceId: string) {
  return db
    .select()
    .from(contentChunks)
    .where(eq(contentChunks.sourceId, sourceId))
    .orderBy(asc(contentChunks.position));
}
