import { answerQuestion, suggestQuestions, type AnswerStyle } from "@vemo/engine";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";
import { isSameVideo } from "@vemo/shared/rules/video-links";
import { viewerText } from "@vemo/shared/viewer-text/catalogues";
import { DEFAULT_VIEWER_LANGUAGE, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { nextTurn } from "../../platform/turns.ts";
import type { Runtime } from "../../runtime.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { readSettings } from "../settings/settings.service.ts";
import type { TaughtAnswerRow } from "../taught-answers/taught-answers.repository.ts";
import { findTaughtAnswerFor } from "../taught-answers/taught-answers.service.ts";
import { findVemo, type SourceRow, type VemoRow } from "../vemos/vemos.repository.ts";
import { answerEngineOf, buildIndex } from "./answer-engine.ts";
import { loadVemoIndex } from "./answer-index.ts";
import { contentVersion } from "./stored-answer-index.ts";
import { toEngineSources } from "./content-loader.ts";
import { countSourceChunks, listProcessedVideos, listSourceChunks } from "./qa.repository.ts";
import { fromEngineAnswer, plainAnswer, type VemoAnswer } from "./vemo-answer.ts";

export const VIDEO_NOT_FOUND_ERROR =
  "This video is not part of any of your Vemos yet. Add it to a Vemo and wait for processing.";

/** How many suggestions are offered: the viewer shows 4 and reveals the rest with "More...". */
const SUGGESTED_QUESTION_COUNT = 8;

/** The Vemo an organisation may ask about, its own or the welcome demo; undefined otherwise (the policy answers 404). */
export function findAskableVemo(options: {
  db: Db;
  company: Pick<CompanyRow, "id">;
  id: string;
}): Promise<VemoRow | undefined> {
  return findVemo(options.db, { id: options.id, companyId: options.company.id, includeDemo: true });
}

/** The organisation's AI assistant settings as the engine's answer style; the welcome demo (no organisation) uses the defaults. */
export async function readAnswerStyle(options: { db: Db; companyId: string | null }): Promise<AnswerStyle> {
  if (!options.companyId) return DEFAULT_ORGANIZATION_SETTINGS.aiAssistant;
  return (await readSettings({ db: options.db, companyId: options.companyId })).aiAssistant;
}

/**
 * Answers a question about a Vemo: the owner's taught answer when the question means the same as one they taught,
 * else the engine's from its processed videos, documents and websites. The one service behind the owner's preview
 * chat and the public share chat. A Vemo without processed content gets a sentence saying so, not an error.
 */
export async function answerVemoQuestion(options: {
  runtime: Runtime;
  vemo: Pick<VemoRow, "id" | "companyId">;
  question: string;
  style: AnswerStyle;
  /** The language of what the server writes itself (a decline, "still processing"); the owner's chat is in English. */
  language?: ViewerLanguage;
  /** Receives a chat model's answer text as it is written; the returned answer is final. */
  onText?: (text: string) => void;
  /** The Vemo's sources and taught answers when the caller has read them (a share link's, kept with it). */
  known?: { sources: SourceRow[]; taughtAnswers: TaughtAnswerRow[] };
}): Promise<VemoAnswer> {
  const { runtime, vemo, question, style, language = DEFAULT_VIEWER_LANGUAGE, onText, known } = options;
  const taught = await findTaughtAnswerFor({ db: runtime.database.db, vemo, question, known });
  if (taught) return taught;
  const { cached, sources } = await loadVemoIndex(runtime, vemo, known?.sources);
  const { format } = viewerText(language);
  if (!cached) return plainAnswer(format(isProcessing(sources) ? "answer.stillProcessing" : "answer.noContent"));
  await nextTurn();
  const answer = await answerQuestion(cached.index, question, { style, llm: answerEngineOf(runtime).llm, onText });
  return fromEngineAnswer(answer, sources, language);
}

/** The owner's own questions when set; otherwise questions a viewer might ask, computed once per version of the content. */
export async function suggestVemoQuestions(options: {
  runtime: Runtime;
  vemo: Pick<VemoRow, "id" | "companyId" | "suggestedQuestions">;
  /** The Vemo's sources when the caller has read them. */
  sources?: SourceRow[];
}): Promise<string[]> {
  if (options.vemo.suggestedQuestions?.length) return options.vemo.suggestedQuestions;
  const { cached } = await loadVemoIndex(options.runtime, options.vemo, options.sources);
  if (!cached) return [];
  const { llm } = answerEngineOf(options.runtime);
  cached.suggestions ??= suggestQuestions(cached.index, { llm, count: SUGGESTED_QUESTION_COUNT }).catch(
    (error: unknown) => {
      cached.suggestions = undefined;
      throw error;
    },
  );
  return cached.suggestions;
}

/**
 * One row of the test runner: answers about the single video `videoUrl` (any URL form of it) with
 * the given engine profile, from the organisation's processed copy of that video or the welcome demo's.
 */
export async function answerVideoQuestion(options: {
  runtime: Runtime;
  company: CompanyRow;
  videoUrl: string;
  question: string;
  profile: AnswerProfileName;
}): Promise<VemoAnswer> {
  const { runtime, company, videoUrl, question, profile } = options;
  const { db } = runtime.database;
  const video = pickVideo(await listProcessedVideos(db, company.id), videoUrl, company.id);
  const chunkCount = video ? await countSourceChunks(db, { companyId: company.id, sourceId: video.id }) : 0;
  if (!video || chunkCount === 0) throw new AppError("not_found", VIDEO_NOT_FOUND_ERROR);

  const { cache, llm } = answerEngineOf(runtime);
  const scope = { companyId: company.id, sourceId: video.id };
  const cached = await cache.get(`video:${video.id}:${profile}`, contentVersion([video]), async () =>
    buildIndex(runtime, toEngineSources([video], await listSourceChunks(db, scope)), profile, { sourceId: video.id }),
  );
  const style = await readAnswerStyle({ db, companyId: company.id });
  return fromEngineAnswer(await answerQuestion(cached.index, question, { style, llm }));
}

function isProcessing(sources: readonly SourceRow[]): boolean {
  return sources.some((source) => source.status === "pending" || source.status === "processing");
}

/** The organisation's own copy of the video first, then the most recently processed. */
function pickVideo(videos: SourceRow[], videoUrl: string, companyId: string): SourceRow | undefined {
  const rank = (video: SourceRow) =>
    [video.companyId === companyId ? 1 : 0, video.processedAt?.getTime() ?? 0] as const;
  return videos
    .filter((video) => isSameVideo(video.url, videoUrl))
    .sort((a, b) => rank(b)[0] - rank(a)[0] || rank(b)[1] - rank(a)[1])[0];
}
