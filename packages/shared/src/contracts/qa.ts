import { z } from "zod";
import { ANSWER_BACKENDS, type AnswerProfileName } from "../rules/answer-backends.ts";

export const QUESTION_MAX_CHARACTERS = 1000;

/** A question as asked or taught. */
export const Question = z
  .string({ error: "Please enter a question" })
  .trim()
  .min(1, "Please enter a question")
  .max(QUESTION_MAX_CHARACTERS, `Please keep your question under ${QUESTION_MAX_CHARACTERS} characters`);

/** POST /api/qa/vemo/{id} (and the share page's chat). */
export const AskQuestionBody = z.object({ question: Question });
export type AskQuestionBody = z.input<typeof AskQuestionBody>;

export const ANSWER_SOURCE_TYPES = ["video", "pdf", "website"] as const;

/**
 * A piece of content an answer rests on; `start_timestamp` is set for videos only, `page` for PDFs only, `title`
 * (the section's heading) for web pages that have one. An answer lists its video moments first, best first.
 */
export const AnswerSource = z.object({
  source_type: z.enum(ANSWER_SOURCE_TYPES),
  url: z.string(),
  start_timestamp: z.number().nullable(),
  page: z.number().int().optional(),
  title: z.string().optional(),
});
export type AnswerSource = z.infer<typeof AnswerSource>;

/**
 * The answer and the moment of the video where it begins; `video_url` is null (and `start` 0) when no video
 * moment supports the answer, including when the Vemo does not cover the question, so the player keeps its place.
 */
export const AnswerResponse = z.object({
  success: z.literal(true),
  answer: z.string(),
  video_url: z.string().nullable(),
  start: z.number(),
  sources: z.array(AnswerSource),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/** GET /api/vemos/{id}/suggested-questions (and the share page's). */
export const SuggestedQuestionsResponse = z.object({
  success: z.literal(true),
  suggested_questions: z.array(z.string()),
});
export type SuggestedQuestionsResponse = z.infer<typeof SuggestedQuestionsResponse>;

const PROFILE_NAMES = ANSWER_BACKENDS.map((backend) => backend.profile) as [AnswerProfileName, ...AnswerProfileName[]];

/** POST /api/qa/test: one row of the test runner; `backend_url` names the engine profile to use. */
export const QaTestBody = z.object({
  question: Question,
  video_url: z
    .string({ error: "Please enter a video URL" })
    .trim()
    .min(1, "Please enter a video URL")
    .max(2048, "URL is too long"),
  backend_url: z.enum(PROFILE_NAMES, { error: "Unknown backend" }),
});
export type QaTestBody = z.input<typeof QaTestBody>;

export const QaTestResponse = z.object({
  success: z.boolean(),
  start: z.number(),
  answer: z.string(),
  error: z.string().optional(),
});
export type QaTestResponse = z.infer<typeof QaTestResponse>;

/** GET /api/qa/backends: the test runner's backends; `url` is a displayable address of the profile. */
export const QaBackendsResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      profile: z.string(),
      url: z.string(),
    }),
  ),
});
export type QaBackendsResponse = z.infer<typeof QaBackendsResponse>;
