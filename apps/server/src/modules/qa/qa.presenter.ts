import type { Answer, AnswerSource as EngineAnswerSource } from "@vemo/engine";
import type { AnswerResponse, AnswerSource, QaBackendsResponse, QaTestResponse } from "@vemo/shared/contracts/qa";
import { ANSWER_BACKENDS } from "@vemo/shared/rules/answer-backends";
import { clampStartSeconds } from "@vemo/shared/rules/answer-start";

/** `documentLink` gives a PDF's address from its file name, where the asker can open it. */
export function presentAnswer(answer: Answer, documentLink?: (fileName: string) => string | undefined): AnswerResponse {
  return {
    success: true,
    answer: answer.answer,
    video_url: answer.video_url,
    start: answer.video_url ? clampStartSeconds(answer.start) : 0,
    sources: answer.sources.map((source) => presentSource(source, documentLink)),
  };
}

/** A timestamp only where there is a moment to play (videos), a page only for PDFs, a section title only for web pages. */
function presentSource(
  source: EngineAnswerSource,
  documentLink?: (fileName: string) => string | undefined,
): AnswerSource {
  const presented: AnswerSource = {
    source_type: source.source_type,
    url: (source.source_type === "pdf" && documentLink?.(source.url)) || source.url,
    start_timestamp: source.source_type === "video" ? clampStartSeconds(source.start_timestamp) : null,
  };
  if (source.source_type === "pdf" && source.page !== undefined) presented.page = source.page;
  if (source.source_type === "website" && source.title) presented.title = source.title;
  return presented;
}

/** An answer that needs no engine (no content yet): no video, no moment, no sources. */
export function presentPlainAnswer(text: string): AnswerResponse {
  return { success: true, answer: text, video_url: null, start: 0, sources: [] };
}

export function presentTestResult(answer: Answer): QaTestResponse {
  return { success: true, start: clampStartSeconds(answer.start), answer: answer.answer };
}

/** The test runner's backends; the address is for display, the profile is what `POST /api/qa/test` takes. */
export function presentBackends(publicUrl: string): QaBackendsResponse {
  return {
    success: true,
    data: ANSWER_BACKENDS.map((backend) => ({
      id: backend.id,
      name: backend.name,
      description: backend.description,
      profile: backend.profile,
      url: `${publicUrl}/api/qa/test?profile=${backend.profile}`,
    })),
  };
}
