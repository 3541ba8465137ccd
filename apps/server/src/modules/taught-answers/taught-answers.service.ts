import { matchTaughtQuestion } from "@vemo/engine";
import type { CreateTaughtAnswerBody, UpdateTaughtAnswerBody } from "@vemo/shared/contracts/taught-answers";
import { TAUGHT_ANSWER_MESSAGES } from "@vemo/shared/contracts/taught-answers";
import { isSameVideo } from "@vemo/shared/rules/video-links";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { Citation, VemoAnswer } from "../qa/vemo-answer.ts";
import { getOwnVemo } from "../vemos/vemos.service.ts";
import { listSources, type SourceRow, type VemoRow } from "../vemos/vemos.repository.ts";
import {
  deleteTaughtAnswer,
  findTaughtAnswer,
  insertTaughtAnswer,
  listTaughtAnswers,
  readCitedText,
  updateTaughtAnswer,
  type TaughtAnswerRow,
  type TaughtAnswerValues,
} from "./taught-answers.repository.ts";

export const TAUGHT_ANSWER_NOT_FOUND = "Taught answer not found";
export const VIDEO_NOT_IN_VEMO = "This video is not part of this Vemo";
export const SOURCE_NOT_IN_VEMO = "This document or web page is not part of this Vemo";
const WEB_PAGE_HAS_NO_PAGES = "A web page has no page numbers: leave the page out";

/** What the prospect reads when the owner taught only a citation and its content cannot be read (yet). */
export const CITED_MOMENT_ANSWER = "This part of the demo answers your question.";

type OwnVemo = { db: Db; company: CompanyRow; vemoId: string };

/** A Vemo's taught answers with its sources, which name what they cite. */
export type TaughtAnswers = { rows: TaughtAnswerRow[]; sources: SourceRow[] };

async function loadOwnVemo({ db, company, vemoId }: OwnVemo): Promise<{ vemo: VemoRow; sources: SourceRow[] }> {
  const vemo = await getOwnVemo({ db, company, id: vemoId });
  return { vemo, sources: await listSources(db, { companyId: company.id, vemoIds: [vemo.id] }) };
}

const scopeOf = (vemo: Pick<VemoRow, "id">, company: Pick<CompanyRow, "id">) => ({
  companyId: company.id,
  vemoId: vemo.id,
});

export async function listVemoTaughtAnswers(options: OwnVemo): Promise<TaughtAnswers> {
  const { vemo, sources } = await loadOwnVemo(options);
  return { rows: await listTaughtAnswers(options.db, scopeOf(vemo, options.company)), sources };
}

export async function teachAnswer(
  options: OwnVemo & { input: CreateTaughtAnswerBody },
): Promise<{ row: TaughtAnswerRow; sources: SourceRow[] }> {
  const { db, company, input } = options;
  const { vemo, sources } = await loadOwnVemo(options);
  const values = { question: input.question, answer: input.answer || null, ...citationValues(input, sources) };
  return { row: await insertTaughtAnswer(db, scopeOf(vemo, company), values), sources };
}

/** Changes the fields sent: `null` removes the text or a citation, a new citation replaces the old one. */
export async function changeTaughtAnswer(
  options: OwnVemo & { answerId: string; changes: UpdateTaughtAnswerBody },
): Promise<{ row: TaughtAnswerRow; sources: SourceRow[] }> {
  const { db, company, changes } = options;
  const { vemo, sources } = await loadOwnVemo(options);
  const key = { ...scopeOf(vemo, company), id: options.answerId };
  const current = await findTaughtAnswer(db, key);
  if (!current) throw new AppError("not_found", TAUGHT_ANSWER_NOT_FOUND);

  const values: TaughtAnswerValues = {
    question: changes.question ?? current.question,
    answer: changes.answer === undefined ? current.answer : changes.answer || null,
    videoUrl: current.videoUrl,
    startSeconds: current.startSeconds,
    sourceId: current.sourceId,
    page: current.page,
  };
  if (changes.videoUrl !== undefined || changes.sourceId !== undefined) {
    Object.assign(
      values,
      citationValues(
        { videoUrl: changes.videoUrl, start: changes.start, sourceId: changes.sourceId, page: changes.page },
        sources,
      ),
    );
  }
  if (!values.answer && !values.videoUrl && !values.sourceId)
    throw new AppError("bad_request", TAUGHT_ANSWER_MESSAGES.nothingTaught);
  const row = await updateTaughtAnswer(db, key, values);
  if (!row) throw new AppError("not_found", TAUGHT_ANSWER_NOT_FOUND);
  return { row, sources };
}

export async function removeTaughtAnswer(options: OwnVemo & { answerId: string }): Promise<void> {
  const { vemo } = await loadOwnVemo(options);
  const removed = await deleteTaughtAnswer(options.db, { ...scopeOf(vemo, options.company), id: options.answerId });
  if (!removed) throw new AppError("not_found", TAUGHT_ANSWER_NOT_FOUND);
}

type CitationInput = { videoUrl?: string | null; start?: number; sourceId?: string | null; page?: number };

/**
 * The citation columns for what was picked, checked against the Vemo's own sources: a video is stored as the Vemo
 * has it (any URL form of it is accepted), a document page defaults to page 1, a web page has no page.
 */
function citationValues(
  input: CitationInput,
  sources: readonly SourceRow[],
): Omit<TaughtAnswerValues, "question" | "answer"> {
  const none = { videoUrl: null, startSeconds: null, sourceId: null, page: null };
  if (input.videoUrl) {
    const video = sources.find((source) => source.kind === "video" && isSameVideo(source.url, input.videoUrl!));
    if (!video) throw new AppError("bad_request", VIDEO_NOT_IN_VEMO);
    return { ...none, videoUrl: video.url, startSeconds: input.start ?? 0 };
  }
  if (input.sourceId) {
    const source = sources.find((candidate) => candidate.id === input.sourceId && candidate.kind !== "video");
    if (!source) throw new AppError("bad_request", SOURCE_NOT_IN_VEMO);
    if (source.kind === "website" && input.page !== undefined) throw new AppError("bad_request", WEB_PAGE_HAS_NO_PAGES);
    return { ...none, sourceId: source.id, page: source.kind === "document" ? (input.page ?? 1) : null };
  }
  return none;
}

/**
 * The owner's answer to a question meaning the same as one they taught, as the prospect gets it: their text (or,
 * when they only picked a citation, what the content says there) and the citation, so the player jumps to the moment.
 * Undefined when nothing taught matches; the welcome demo has no taught answers.
 */
export async function findTaughtAnswerFor(options: {
  db: Db;
  vemo: Pick<VemoRow, "id" | "companyId">;
  question: string;
  /** The Vemo's taught answers and sources when the caller has read them (a share link's, kept with it). */
  known?: { taughtAnswers: TaughtAnswerRow[]; sources: SourceRow[] };
}): Promise<VemoAnswer | undefined> {
  const { db, vemo, known } = options;
  if (vemo.companyId === null) return undefined;
  const scope = { companyId: vemo.companyId, vemoId: vemo.id };
  const taught = matchTaughtQuestion(options.question, known?.taughtAnswers ?? (await listTaughtAnswers(db, scope)));
  if (!taught) return undefined;
  const sources = known?.sources ?? (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }));
  const cited = citationOf(taught, sources);
  const citation = cited?.citation;
  const contentText = cited
    ? await readCitedText(db, {
        ...scope,
        sourceId: cited.source.id,
        start: citation?.start ?? null,
        page: citation?.page,
      })
    : null;
  const isVideo = citation?.kind === "video";
  return {
    text: taught.answer ?? contentText ?? CITED_MOMENT_ANSWER,
    videoUrl: isVideo ? citation.url : null,
    start: isVideo ? (citation.start ?? 0) : 0,
    citations: citation ? [citation] : [],
    isAnswered: true,
    taughtAnswerId: taught.id,
  };
}

/** The citation as it stands now, with the source it cites: a source since removed from the Vemo is no longer cited. */
function citationOf(
  row: TaughtAnswerRow,
  sources: readonly SourceRow[],
): { citation: Citation; source: SourceRow } | null {
  if (row.videoUrl) {
    const source = sources.find((candidate) => candidate.kind === "video" && candidate.url === row.videoUrl);
    return source ? { source, citation: { kind: "video", url: source.url, start: row.startSeconds ?? 0 } } : null;
  }
  const source = sources.find((candidate) => candidate.id === row.sourceId);
  if (!source) return null;
  const citation: Citation =
    source.kind === "document"
      ? { kind: "pdf", url: source.url, start: null, page: row.page ?? 1, sourceId: source.id }
      : { kind: "website", url: source.url, start: null, title: source.title };
  return { source, citation };
}
