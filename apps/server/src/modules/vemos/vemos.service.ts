import type { CreateVemoBody } from "@vemo/shared/contracts/vemos";
import { videoKind } from "@vemo/shared/rules/video-links";
import type { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { companyFolder } from "../companies/companies.service.ts";
import { recordActivity } from "../activity/activity.repository.ts";
import { authorizeChange, authorizeCreate } from "./vemos.policy.ts";
import {
  countChunks,
  countCompanyVemos,
  deleteCompanyVemo,
  findPublicShareTokens,
  findVemo,
  insertVemoWithSources,
  listReadableVemos,
  listSources,
  type ListedVemoRow,
  type NewSource,
  type SourceRow,
  type VemoRow,
} from "./vemos.repository.ts";

type CreateVemoInput = z.output<typeof CreateVemoBody>;

/** Where a Vemo's files live; deleting the folder removes them all. */
export function vemoFolder(vemo: Pick<VemoRow, "id" | "companyId">): string {
  return vemo.companyId ? `${companyFolder(vemo.companyId)}/vemos/${vemo.id}` : `demo/vemos/${vemo.id}`;
}

/** A new Vemo of the organisation, made by the teammate `userId`. */
export async function createVemo(options: {
  db: Db;
  company: CompanyRow;
  userId: string;
  input: CreateVemoInput;
}): Promise<VemoRow> {
  const { db, company, userId, input } = options;
  authorizeCreate(company, await countCompanyVemos(db, company.id));

  const sources: NewSource[] = [
    ...input.videos.map((video, index) => ({
      kind: "video" as const,
      url: video.url,
      title: video.title || `Video ${index + 1}`,
      position: index + 1,
      videoType: videoKind(video.url), // decided here, not trusted from the client
    })),
    ...input.websites.map((website, index) => ({
      kind: "website" as const,
      url: website.url,
      title: website.title || `Website ${index + 1}`,
      position: index + 1,
    })),
  ];
  const { vemo } = await insertVemoWithSources(
    db,
    {
      companyId: company.id,
      title: input.title,
      description: input.description ?? null,
      calendlyLink: input.calendlyLink || null,
      createdByUserId: userId,
    },
    sources,
  );
  await recordActivity(db, { companyId: company.id, actorUserId: userId, kind: "vemo.created", target: vemo.title });
  return vemo;
}

export type VemoWithSources = { vemo: ListedVemoRow; sources: SourceRow[]; shareToken: string | null };

export async function listVemos(options: {
  db: Db;
  company: CompanyRow;
  sharedBy?: string;
}): Promise<VemoWithSources[]> {
  const vemos = await listReadableVemos(options.db, { companyId: options.company.id, sharedBy: options.sharedBy });
  const ids = vemos.map((vemo) => vemo.id);
  const [sources, tokens] = await Promise.all([
    listSources(options.db, { companyId: options.company.id, vemoIds: ids }),
    findPublicShareTokens(options.db, ids),
  ]);
  return vemos.map((vemo) => ({
    vemo,
    sources: sources.filter((source) => source.vemoId === vemo.id),
    // Only the demo's link is public for everyone; owners get theirs through the share dialog.
    shareToken: vemo.isDemo ? (tokens.get(vemo.id) ?? null) : null,
  }));
}

/** A Vemo the company may read (its own, or the welcome demo), with its sources. */
export async function getVemo(options: {
  db: Db;
  company: CompanyRow;
  id: string;
}): Promise<{ vemo: VemoRow; sources: SourceRow[] }> {
  const vemo = await findVemo(options.db, { id: options.id, companyId: options.company.id, includeDemo: true });
  if (!vemo) throw new AppError("not_found", "Vemo not found");
  return { vemo, sources: await listSources(options.db, { companyId: options.company.id, vemoIds: [vemo.id] }) };
}

/** A Vemo the company may change: its own, never the demo. */
export async function getOwnVemo(options: { db: Db; company: CompanyRow; id: string }): Promise<VemoRow> {
  const { vemo } = await getVemo(options);
  authorizeChange(options.company, vemo);
  return vemo;
}

export async function deleteVemo(options: {
  db: Db;
  storage: FileStorage;
  company: CompanyRow;
  userId: string;
  id: string;
}): Promise<void> {
  const vemo = await getOwnVemo(options);
  await deleteCompanyVemo(options.db, { id: vemo.id, companyId: options.company.id });
  await recordActivity(options.db, {
    companyId: options.company.id,
    actorUserId: options.userId,
    kind: "vemo.deleted",
    target: vemo.title,
  });
  await options.storage.deleteFolder(vemoFolder(vemo));
}

/** A readable Vemo's sources and its number of live chunks. */
export async function countContent(options: {
  db: Db;
  company: CompanyRow;
  id: string;
}): Promise<{ sources: SourceRow[]; chunkCount: number }> {
  const { vemo, sources } = await getVemo(options);
  return { sources, chunkCount: await countChunks(options.db, { companyId: options.company.id, vemoId: vemo.id }) };
}
