import type { AnswerResponse, AnswerSource, QaBackendsResponse, QaTestResponse } from "@vemo/shared/contracts/qa";
import { ANSWER_BACKENDS } from "@vemo/shared/rules/answer-backends";
import { clampStartSeconds } from "@vemo/shared/rules/answer-start";
import type { Citation, VemoAnswer } from "./vemo-answer.ts";

/** Where the asker can open one of the Vemo's documents (the share page's link to it). */
export type DocumentUrl = (sourceId: string) => string;

/** Without `documentUrl` a PDF is cited by its file name. */
export function presentAnswer(answer: VemoAnswer, documentUrl?: DocumentUrl): AnswerResponse {
  return {
    success: true,
    answer: answer.text,
    video_url: answer.videoUrl,
    start: answer.videoUrl ? clampStartSeconds(answer.start) : 0,
    sources: answer.citations.map((citation) => presentSource(citation, documentUrl)),
  };
}

/** A timestamp only where there is a moment to play (videos), a page only for PDFs, a section title only for web pages. */
function presentSource(citation: Citation, documentUrl?: DocumentUrl): AnswerSource {
  const isPdf = citation.kind === "pdf";
  const presented: AnswerSource = {
    source_type: citation.kind,
    url: isPdf && citation.sourceId && documentUrl ? documentUrl(citation.sourceId) : citation.url,
    start_timestamp: citation.kind === "video" ? clampStartSeconds(citation.start) : null,
  };
  if (isPdf && citation.page !== undefined) presented.page = citation.page;
  if (citation.kind === "website" && citation.title) presented.title = citation.title;
  return presented;
}

export function presentTestResult(answer: VemoAnswer): QaTestResponse {
  return { success: true, start: clampStartSeconds(answer.start), answer: answer.text };
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
