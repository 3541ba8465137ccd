import { z } from "zod";
import { MAX_START_SECONDS } from "../rules/answer-start.ts";
import { Question } from "./qa.ts";

export const TAUGHT_ANSWER_MAX_CHARACTERS = 2000;

export const TAUGHT_ANSWER_MESSAGES = {
  nothingTaught: "Write an answer or pick a video moment, a document page or a web page",
  oneCitation: "Pick either a video moment or a document or web page, not both",
  startWithoutVideo: "A start time needs the video it is in",
  pageWithoutSource: "A page needs the document it is in",
} as const;

const AnswerText = z
  .string()
  .trim()
  .max(TAUGHT_ANSWER_MAX_CHARACTERS, `Please keep the answer under ${TAUGHT_ANSWER_MAX_CHARACTERS} characters`);
const VideoUrl = z.string().trim().min(1, "Please enter a video URL").max(2048, "URL is too long");
const Start = z
  .number({ error: "Start must be a number of seconds" })
  .min(0, "Start must be 0 seconds or more")
  .max(MAX_START_SECONDS, `Start must be at most ${MAX_START_SECONDS} seconds`);
const SourceId = z.string().trim().min(1, "Please pick a document or web page").max(100);
const Page = z.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000);

type CitationFields = {
  videoUrl?: string | null;
  start?: number | null;
  sourceId?: string | null;
  page?: number | null;
};

/** One citation at most, and each part with what it belongs to. */
function checkCitation(body: CitationFields, context: z.RefinementCtx): void {
  const issue = (message: string, path: string) => context.addIssue({ code: "custom", message, path: [path] });
  if (body.videoUrl && body.sourceId) issue(TAUGHT_ANSWER_MESSAGES.oneCitation, "sourceId");
  if (body.start != null && !body.videoUrl) issue(TAUGHT_ANSWER_MESSAGES.startWithoutVideo, "start");
  if (body.page != null && !body.sourceId) issue(TAUGHT_ANSWER_MESSAGES.pageWithoutSource, "page");
}

/**
 * POST /api/vemos/{id}/taught-answers: the question and its right answer, as written text and/or a citation: a video
 * moment (`videoUrl` + `start`, 0 when left out) or a document page or web page of the Vemo (`sourceId`, + `page` for
 * a PDF, 1 when left out).
 */
export const CreateTaughtAnswerBody = z
  .object({
    question: Question,
    answer: AnswerText.optional(),
    videoUrl: VideoUrl.optional(),
    start: Start.optional(),
    sourceId: SourceId.optional(),
    page: Page.optional(),
  })
  .superRefine((body, context) => {
    if (!body.answer && !body.videoUrl && !body.sourceId)
      context.addIssue({ code: "custom", message: TAUGHT_ANSWER_MESSAGES.nothingTaught, path: ["answer"] });
    checkCitation(body, context);
  });
export type CreateTaughtAnswerBody = z.input<typeof CreateTaughtAnswerBody>;

/**
 * PATCH /api/vemos/{id}/taught-answers/{answerId}: the fields to change. `null` removes the text or a citation; a new
 * citation replaces the old one. The answer must keep text or a citation.
 */
export const UpdateTaughtAnswerBody = z
  .object({
    question: Question.optional(),
    answer: AnswerText.nullable().optional(),
    videoUrl: VideoUrl.nullable().optional(),
    start: Start.optional(),
    sourceId: SourceId.nullable().optional(),
    page: Page.optional(),
  })
  .superRefine(checkCitation);
export type UpdateTaughtAnswerBody = z.input<typeof UpdateTaughtAnswerBody>;

export const TaughtAnswerParams = z.object({ id: z.string().max(100), answerId: z.string().max(100) });
export type TaughtAnswerParams = z.infer<typeof TaughtAnswerParams>;

/** A taught answer; `source` names the document or web page it cites (`page` set for a PDF). */
export const TaughtAnswer = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  videoUrl: z.string().nullable(),
  start: z.number().nullable(),
  sourceId: z.string().nullable(),
  page: z.number().nullable(),
  source: z.object({ kind: z.enum(["document", "website"]), title: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaughtAnswer = z.infer<typeof TaughtAnswer>;

/** GET /api/vemos/{id}/taught-answers: newest first. */
export const TaughtAnswersResponse = z.object({ success: z.literal(true), data: z.array(TaughtAnswer) });
export type TaughtAnswersResponse = z.infer<typeof TaughtAnswersResponse>;

export const TaughtAnswerResponse = z.object({ success: z.literal(true), data: TaughtAnswer });
export type TaughtAnswerResponse = z.infer<typeof TaughtAnswerResponse>;

export const DeleteTaughtAnswerResponse = z.object({ success: z.literal(true) });
export type DeleteTaughtAnswerResponse = z.infer<typeof DeleteTaughtAnswerResponse>;
