import { z } from "zod";
import { sharedByFilter, Teammate } from "./team.ts";
import { calendlyLinkProblem, videoLinkProblem, websiteLinkProblem } from "../rules/vemo-form.ts";
import { VIEWER_LANGUAGES } from "../viewer-text/languages.ts";

export const VIDEO_TYPES = ["youtube", "loom", "vimeo", "file"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const SOURCE_KINDS = ["video", "website", "document"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Where a video's transcript came from: a caption file the owner uploaded, or the video's host. */
export const CAPTION_SOURCES = ["uploaded", "provider"] as const;

export const SOURCE_STATUSES = ["pending", "processing", "ready", "failed"] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** Why a source could not be processed; `crm_bot_detection` and the other values are shown uppercased. */
export const PROCESSING_ERROR_TYPES = [
  "crm_bot_detection",
  "bot_protection",
  "private_address",
  "fetch_failed",
  "timeout",
  "too_large",
  "not_pdf",
  "no_text",
  "no_captions",
  "invalid_captions",
] as const;
export type ProcessingErrorType = (typeof PROCESSING_ERROR_TYPES)[number];

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .max(2048, "URL is too long")
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });

const VemoTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");

/** The title of a Vemo created without one (the spec's create payload default). */
export const UNTITLED_VEMO_TITLE = "Untitled Vemo";

/** POST /api/vemos; a missing or blank title makes an 'Untitled Vemo'. */
export const CreateVemoBody = z.object({
  title: z
    .string()
    .trim()
    .max(200, "Title must be at most 200 characters")
    .optional()
    .transform((title) => title || UNTITLED_VEMO_TITLE),
  description: z.string().trim().max(5000).nullish(),
  companyId: z.string({ error: "Company information is required. Please refresh the page and try again." }),
  calendlyLink: checked(calendlyLinkProblem).nullish(),
  videos: z
    .array(
      z.object({
        url: checked(videoLinkProblem),
        type: z.enum(VIDEO_TYPES).optional(),
        title: z.string().trim().max(200).optional(),
        order: z.number().int().min(0).max(1000).optional(),
      }),
    )
    .max(20, "A Vemo can have at most 20 videos")
    .default([]),
  websites: z
    .array(
      z.object({
        url: checked(websiteLinkProblem),
        type: z.literal("website").optional(),
        title: z.string().trim().max(200).optional(),
        order: z.number().int().min(0).max(1000).optional(),
      }),
    )
    .max(20, "A Vemo can have at most 20 websites")
    .default([]),
  /** The earlier client sent the websites twice; accepted and ignored. */
  knowledgeSources: z.array(z.unknown()).max(20).optional(),
});
export type CreateVemoBody = z.input<typeof CreateVemoBody>;
/** The create body after the contract checked and trimmed it. */
export type CreateVemoPayload = z.output<typeof CreateVemoBody>;

/** The Create Vemo form's rules: the payload's, with the title the form asks for required. */
export const CreateVemoForm = CreateVemoBody.extend({ title: VemoTitle });

export const CreateVemoResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), title: z.string() }),
});
export type CreateVemoResponse = z.infer<typeof CreateVemoResponse>;

export const VemoIdParams = z.object({ id: z.string().max(100) });
export type VemoIdParams = z.infer<typeof VemoIdParams>;
/** GET /api/vemos[?sharedBy=<userId>]: `sharedBy` lists only that teammate's Vemos. */
export const VemoListQuery = z.object({ companyId: z.string().max(100).optional(), sharedBy: sharedByFilter });
export type VemoListQuery = z.input<typeof VemoListQuery>;

export const VemoListItem = z.object({
  id: z.string(),
  title: z.string(),
  videos: z.array(z.object({ video_url: z.string(), duration: z.number().nullable() })),
  video_count: z.number(),
  document_count: z.number(),
  website_count: z.number(),
  /** Sources still queued or being processed, and sources whose processing failed. */
  processing_count: z.number(),
  failed_count: z.number(),
  created_at: z.string(),
  isDemo: z.boolean(),
  share_token: z.string().nullable(),
  /** The teammate who made it; null for the welcome demo. */
  shared_by: Teammate.nullable(),
});
export type VemoListItem = z.infer<typeof VemoListItem>;

export const VemoListResponse = z.object({ success: z.literal(true), data: z.array(VemoListItem) });
export type VemoListResponse = z.infer<typeof VemoListResponse>;

const SourceState = {
  id: z.string(),
  status: z.enum(SOURCE_STATUSES),
  error: z.string().nullable(),
  error_type: z.enum(PROCESSING_ERROR_TYPES).nullable(),
};

export const VemoVideo = z.object({
  ...SourceState,
  video_url: z.string(),
  type: z.enum(VIDEO_TYPES),
  title: z.string(),
  order: z.number(),
  duration: z.number().nullable(),
  /** Where the transcript came from: a caption file the owner uploaded, or the video's host. */
  caption_source: z.enum(CAPTION_SOURCES).nullable(),
});
export type VemoVideo = z.infer<typeof VemoVideo>;

export const VemoWebsite = z.object({ ...SourceState, url: z.string(), title: z.string(), order: z.number() });
export type VemoWebsite = z.infer<typeof VemoWebsite>;

export const VemoDocument = z.object({
  ...SourceState,
  document_id: z.string(),
  filename: z.string(),
  size: z.number(),
  type: z.string(),
  upload_status: z.enum(SOURCE_STATUSES),
  created_at: z.string(),
});
export type VemoDocument = z.infer<typeof VemoDocument>;

export const VemoDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  calendly_link: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  /** The owner's own suggested questions in order; null when the generated ones are used. */
  suggested_questions: z.array(z.string()).nullable(),
  /** The public link asks visitors for name, e-mail and company before the first question (a Pro feature). */
  lead_capture: z.boolean(),
  /** The share page's language whatever the visitor's browser asks; null follows the browser. */
  language: z.enum(VIEWER_LANGUAGES).nullable(),
  isDemo: z.boolean(),
  created_at: z.string(),
  videos: z.array(VemoVideo),
  websites: z.array(VemoWebsite),
  documents: z.array(VemoDocument),
});
export type VemoDetail = z.infer<typeof VemoDetail>;

export const VemoResponse = z.object({ success: z.literal(true), data: VemoDetail });
export type VemoResponse = z.infer<typeof VemoResponse>;

export const DeleteVemoResponse = z.object({ success: z.literal(true), message: z.string() });
export type DeleteVemoResponse = z.infer<typeof DeleteVemoResponse>;

export const ProcessContentParams = z.object({ companyName: z.string().max(200), vemoId: z.string().max(100) });
export type ProcessContentParams = z.infer<typeof ProcessContentParams>;

/** POST /api/vemos/process-content/{companyName}/{vemoId}: which of the Vemo's sources to process. */
export const ProcessContentBody = z.object({
  video_urls: z.array(z.string().max(2048)).max(20).default([]),
  website_urls: z.array(z.string().max(2048)).max(20).default([]),
});
export type ProcessContentBody = z.input<typeof ProcessContentBody>;
/** What the create form sends to be processed, checked: every video and website link of the new Vemo. */
export type ProcessContentPayload = z.output<typeof ProcessContentBody>;

export const ProcessingError = z.object({
  type: z.enum(SOURCE_KINDS),
  url: z.string(),
  error: z.string(),
  error_type: z.string(),
  protection_detected: z.boolean(),
});
export type ProcessingError = z.infer<typeof ProcessingError>;

export const ProcessContentResponse = z.object({
  success: z.boolean(),
  processing_errors: z.array(ProcessingError),
  has_anti_bot_protection: z.boolean(),
  videos_processed: z.number(),
  website_processed: z.number(),
  total_chunks: z.number(),
  /** The sources in the order they were processed, as "video: URL" / "website: URL". */
  processing_order: z.array(z.string()),
});
export type ProcessContentResponse = z.infer<typeof ProcessContentResponse>;

/**
 * The text fields of POST /api/documents/{vemoId}/upload's multipart form, beside its one file.
 * `vemo_id` and `company_name` are accepted for older clients; the path and the caller decide.
 */
export const DocumentUploadParams = z.object({ vemoId: z.string().max(100) });
export type DocumentUploadParams = z.infer<typeof DocumentUploadParams>;

export const DocumentUploadFields = z.object({
  vemo_id: z.string().max(100, "vemo_id is too long").optional(),
  company_name: z.string().max(200, "company_name is too long").optional(),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFields>;

/** The text fields of POST /api/vemos/{id}/captions's multipart form: which of the Vemo's videos the file captions. */
export const CaptionUploadFields = z.object({
  video_url: z.string().trim().max(2048, "URL is too long").optional(),
});
export type CaptionUploadFields = z.infer<typeof CaptionUploadFields>;

/** POST /api/documents/{vemoId}/upload (multipart: file, vemo_id, company_name) */
export const UploadDocumentResponse = z.object({
  success: z.literal(true),
  document_id: z.string(),
  data: VemoDocument,
});
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponse>;

/** POST /api/vemos/{id}/captions (multipart: file, video_url) */
export const UploadCaptionsResponse = z.object({ success: z.literal(true), data: VemoVideo });
export type UploadCaptionsResponse = z.infer<typeof UploadCaptionsResponse>;

/** GET /api/vemos/{id}/python-data: counts of the Vemo's processed content. */
export const ContentCountsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    video_count: z.number(),
    document_count: z.number(),
    website_count: z.number(),
    chunk_count: z.number(),
  }),
});
export type ContentCountsResponse = z.infer<typeof ContentCountsResponse>;

export const SUGGESTED_QUESTIONS_MAX = 8;
export const SUGGESTED_QUESTION_MESSAGES = {
  empty: "Question cannot be empty",
  tooLong: "A question must be at most 300 characters",
  tooMany: `You can add at most ${SUGGESTED_QUESTIONS_MAX} questions`,
} as const;
export const WELCOME_MESSAGE_TOO_LONG = "Welcome message must be at most 1000 characters";

/**
 * PATCH /api/vemos/{id}: only the fields sent change. An empty Calendly link or welcome message
 * clears it; null or an empty list of suggested questions goes back to the generated ones.
 * `leadCapture` true needs a paid plan. `language` pins the share page's language; null follows the browser.
 */
export const UpdateVemoBody = z.object({
  title: VemoTitle.optional(),
  calendlyLink: checked(calendlyLinkProblem).nullish(),
  welcomeMessage: z.string().trim().max(1000, WELCOME_MESSAGE_TOO_LONG).nullish(),
  suggestedQuestions: z
    .array(z.string().trim().min(1, SUGGESTED_QUESTION_MESSAGES.empty).max(300, SUGGESTED_QUESTION_MESSAGES.tooLong))
    .max(SUGGESTED_QUESTIONS_MAX, SUGGESTED_QUESTION_MESSAGES.tooMany)
    .nullish(),
  leadCapture: z.boolean({ error: "leadCapture must be true or false" }).optional(),
  language: z
    .enum(VIEWER_LANGUAGES, { error: `language must be one of ${VIEWER_LANGUAGES.join(", ")} or null` })
    .nullish(),
});
export type UpdateVemoBody = z.input<typeof UpdateVemoBody>;

/** POST /api/vemos/{id}/sources: one more video or website, checked as on /create. */
export const AddSourceBody = z.discriminatedUnion("type", [
  z.object({ type: z.literal("video"), url: checked(videoLinkProblem), title: z.string().trim().max(200).optional() }),
  z.object({
    type: z.literal("website"),
    url: checked(websiteLinkProblem),
    title: z.string().trim().max(200).optional(),
  }),
]);
export type AddSourceBody = z.input<typeof AddSourceBody>;

export const SourceParams = z.object({ id: z.string().max(100), sourceId: z.string().max(100) });
export type SourceParams = z.infer<typeof SourceParams>;
