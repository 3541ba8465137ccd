import type { AddSourceBody, UpdateVemoBody } from "@vemo/shared/contracts/vemos";
import { videoKind } from "@vemo/shared/rules/video-links";
import type { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { queueAnswerIndex } from "../qa/answer-index.ts";
import { queueSourceProcessing } from "./process-content.service.ts";
import { deleteCompanySource, updateCompanyVemo } from "./vemo-editing.repository.ts";
import { insertSource, listSources, type SourceRow, type VemoRow } from "./vemos.repository.ts";

const SOURCE_NOT_FOUND = "Source not found";
const ALREADY_PROCESSING = "This source is already being processed";

/** As on /create: at most this many videos, and as many websites. */
const MAX_SOURCES_OF_KIND = 20;

type Edited = { vemo: VemoRow; sources: SourceRow[] };

/**
 * Changes what was sent of the title, Calendly link, welcome message, suggested questions, lead
 * capture and language. Share links point at the Vemo by id, so every link already sent shows the new values.
 */
export async function updateVemo(options: {
  db: Db;
  company: CompanyRow;
  vemo: VemoRow;
  input: z.output<typeof UpdateVemoBody>;
}): Promise<Edited> {
  const { db, company, vemo, input } = options;
  const updated = await updateCompanyVemo(
    db,
    { id: vemo.id, companyId: company.id },
    {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.calendlyLink !== undefined ? { calendlyLink: input.calendlyLink || null } : {}),
      ...(input.welcomeMessage !== undefined ? { welcomeMessage: input.welcomeMessage || null } : {}),
      // An empty list means "use the generated questions", stored as null like never set.
      ...(input.suggestedQuestions !== undefined
        ? { suggestedQuestions: input.suggestedQuestions?.length ? input.suggestedQuestions : null }
        : {}),
      ...(input.leadCapture !== undefined ? { leadCapture: input.leadCapture } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    },
  );
  if (!updated) throw new AppError("not_found", "Vemo not found");
  return { vemo: updated, sources: await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }) };
}

/** Adds a video or website after the Vemo was made and queues its processing. */
export async function addSource(options: {
  db: Db;
  jobs: JobRunner;
  vemo: VemoRow;
  input: z.output<typeof AddSourceBody>;
}): Promise<Edited> {
  const { db, vemo, input } = options;
  const sameKind = (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] })).filter(
    (source) => source.kind === input.type,
  );
  if (sameKind.length >= MAX_SOURCES_OF_KIND)
    throw new AppError("bad_request", `A Vemo can have at most ${MAX_SOURCES_OF_KIND} ${input.type}s`);
  const position = Math.max(0, ...sameKind.map((source) => source.position)) + 1;
  const source = await insertSource(db, vemo, {
    kind: input.type,
    url: input.url,
    title: input.title || `${input.type === "video" ? "Video" : "Website"} ${position}`,
    position,
    videoType: input.type === "video" ? videoKind(input.url) : null,
  });
  await queueSourceProcessing({ db, jobs: options.jobs, source });
  return { vemo, sources: await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }) };
}

/**
 * Removes a source with its chunks and files, and asks a worker for the Vemo's answer index without
 * this content (until it is stored, the next question's process builds its own copy).
 */
export async function removeSource(options: {
  db: Db;
  jobs: JobRunner;
  storage: FileStorage;
  company: CompanyRow;
  vemo: VemoRow;
  sourceId: string;
}): Promise<Edited> {
  const { db, vemo } = options;
  await findSourceOf(db, vemo, options.sourceId);
  const removed = await deleteCompanySource(db, {
    id: options.sourceId,
    vemoId: vemo.id,
    companyId: options.company.id,
  });
  if (!removed) throw new AppError("not_found", SOURCE_NOT_FOUND);
  if (removed.fileKey) await options.storage.delete(removed.fileKey);
  await queueAnswerIndex(options.jobs, vemo);
  return { vemo, sources: await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }) };
}

/** Processes a source again: after a failure, or after what it points at has changed. */
export async function retrySource(options: {
  db: Db;
  jobs: JobRunner;
  vemo: VemoRow;
  sourceId: string;
}): Promise<Edited> {
  const { db, vemo } = options;
  const source = await findSourceOf(db, vemo, options.sourceId);
  if (source.status === "pending" || source.status === "processing") throw new AppError("conflict", ALREADY_PROCESSING);
  await queueSourceProcessing({ db, jobs: options.jobs, source });
  return { vemo, sources: await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }) };
}

async function findSourceOf(db: Db, vemo: VemoRow, sourceId: string): Promise<SourceRow> {
  const source = (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] })).find(
    (candidate) => candidate.id === sourceId,
  );
  if (!source) throw new AppError("not_found", SOURCE_NOT_FOUND);
  return source;
}
