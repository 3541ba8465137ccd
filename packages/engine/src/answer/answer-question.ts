import type { VemoIndex } from "../indexing/create-index.ts";
import { askForGroundedAnswer } from "../llm/grounded-answer.ts";
import type { LlmClient } from "../llm/llm-client.ts";
import { retrieve } from "../retrieval/retrieve.ts";
import { clampStartSeconds } from "@vemo/shared/rules/answer-start";
import type { SourceKind } from "../types.ts";
import { DEFAULT_ANSWER_STYLE, type AnswerStyle } from "./answer-style.ts";
import { collectEvidence, type Evidence } from "./evidence.ts";
import { composeExtractiveAnswer } from "./extractive-answer.ts";

/** One piece of content an answer rests on, as the client reads it. */
export interface AnswerSource {
  source_type: SourceKind;
  url: string;
  start_timestamp: number;
  page?: number;
}

/** The answer to a viewer's question and the moment of the video where it begins. */
export interface Answer {
  answer: string;
  /** The video to play, or null when the Vemo has no video. */
  video_url: string | null;
  /** Seconds into that video, 0–36000; 0 when the answer comes from documents only. */
  start: number;
  sources: AnswerSource[];
}

export interface AnswerOptions {
  style?: AnswerStyle;
  /** A chat model for a written, cited answer; without it (or when it fails) the built-in answer is given. */
  llm?: LlmClient;
  signal?: AbortSignal;
}

const MAX_SOURCES = 3;

export async function answerQuestion(index: VemoIndex, question: string, options: AnswerOptions = {}): Promise<Answer> {
  const style = options.style ?? DEFAULT_ANSWER_STYLE;
  const questionEmbedding = options.llm ? await embedQuestion(index, question, options.llm, options.signal) : undefined;
  const retrieval = retrieve(index, question, { questionEmbedding });
  const evidence = collectEvidence(index, retrieval);
  const moment = retrieval.moments[0];
  const momentPassage = moment ? index.passages[moment.passage] : undefined;
  const firstVideo = index.sources.find((source) => source.kind === "video");
  const base = {
    video_url: momentPassage?.url ?? firstVideo?.url ?? null,
    start: clampStartSeconds(momentPassage?.start ?? 0),
  };
  if (options.llm && evidence.length > 0) {
    try {
      const grounded = await askForGroundedAnswer(options.llm, question, evidence, style, options.signal);
      return { ...base, answer: grounded.answer, sources: toSources(grounded.cited, momentPassage?.url) };
    } catch {
      // The built-in answer below stands in for a failed, slow or ungrounded model answer.
    }
  }
  return { ...base, answer: composeExtractiveAnswer(question, evidence[0], style), sources: toSources(evidence, momentPassage?.url) };
}

/** Sources of an answer, the video it plays first. */
function toSources(evidence: Evidence[], playedUrl: string | undefined): AnswerSource[] {
  const ordered = [...evidence].sort((a, b) => Number(b.url === playedUrl && b.kind === "video") - Number(a.url === playedUrl && a.kind === "video"));
  const seen = new Set<string>();
  const sources: AnswerSource[] = [];
  for (const item of ordered) {
    const key = `${item.kind} ${item.url} ${item.start} ${item.page ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source: AnswerSource = { source_type: item.kind, url: item.url, start_timestamp: clampStartSeconds(item.start) };
    if (item.kind === "pdf") source.page = item.page ?? 1;
    sources.push(source);
  }
  return sources.slice(0, MAX_SOURCES);
}

/**
 * Embeds the question, and on first use every passage of the Vemo, when the client can embed.
 * Without embeddings (none configured, or the endpoint failed) retrieval stays lexical.
 */
async function embedQuestion(index: VemoIndex, question: string, llm: LlmClient, signal?: AbortSignal): Promise<number[] | undefined> {
  if (!llm.embed) return undefined;
  try {
    if (!index.embeddings) index.embeddings = await llm.embed(index.passages.map((passage) => passage.text), { signal });
    const [embedding] = await llm.embed([question], { signal });
    return embedding;
  } catch {
    return undefined;
  }
}
