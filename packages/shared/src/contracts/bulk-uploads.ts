import { z } from "zod";
import { sharedByFilter, Teammate } from "./team.ts";
import {
  BULK_LIMIT_MESSAGE,
  DEFAULT_CLIENT_COMPANY,
  FEW_LINKS_LIMIT_MESSAGE,
  FEW_LINKS_REQUIRED_MESSAGE,
  MAX_BULK_ROWS,
  MAX_FEW_LINKS,
} from "../rules/prospects.ts";
import { isSingleLine, singleLineMessage } from "../rules/single-line.ts";

export const OPERATION_SOURCES = ["few_links", "bulk_upload"] as const;
export type OperationSource = (typeof OPERATION_SOURCES)[number];

/** One customer of a bulk-share request; the server checks each row itself. */
export const ClientRow = z.object({
  slNo: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().max(50, "SL No can be at most 50 characters"))
    .optional(),
  clientName: z
    .string({ error: "Customer name is required" })
    .trim()
    .min(1, "Customer name is required")
    .max(200, "Customer name can be at most 200 characters")
    .refine(isSingleLine, singleLineMessage("Customer name")),
  email: z
    .string({ error: "Customer email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Customer email is required")
    .max(254, "Customer email can be at most 254 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  companyName: z
    .string()
    .trim()
    .max(200, "Company name can be at most 200 characters")
    .refine(isSingleLine, singleLineMessage("Company name"))
    .nullish()
    .transform((value) => value || DEFAULT_CLIENT_COMPANY),
});
export type ClientRow = z.input<typeof ClientRow>;

/** A bulk-share request whose customers are rows of `row`. */
function bulkShareRequest<Row extends z.ZodType>(row: Row) {
  return z
    .object({
      vemoId: z.string({ error: "vemoId is required" }).max(100),
      clientData: z.array(row).min(1, FEW_LINKS_REQUIRED_MESSAGE).max(MAX_BULK_ROWS, BULK_LIMIT_MESSAGE),
      operationSource: z.enum(OPERATION_SOURCES, { error: "operationSource must be few_links or bulk_upload" }),
      originalFilename: z.string().trim().max(255, "File name can be at most 255 characters").nullish(),
    })
    .refine((body) => body.operationSource !== "few_links" || body.clientData.length <= MAX_FEW_LINKS, {
      message: FEW_LINKS_LIMIT_MESSAGE,
      path: ["clientData"],
    });
}

/** POST /api/vemos/bulk-share: one unique link per customer (the same e-mail keeps its link). */
export const BulkShareBody = bulkShareRequest(ClientRow);
/** The same request with its rows not yet checked: the server checks up to 10,000 rows against ClientRow in pieces. */
export const BulkShareEnvelope = bulkShareRequest(z.unknown());
export type BulkShareBody = z.input<typeof BulkShareBody>;

export const BulkShareLink = z.object({
  shareUrl: z.string(),
  shareId: z.string(),
  clientName: z.string(),
  email: z.string(),
  companyName: z.string(),
  isNewLink: z.boolean(),
});
export type BulkShareLink = z.infer<typeof BulkShareLink>;

/** `bulkUploadId` names the batch: its CSV is at /api/vemos/bulk-uploads/{bulkUploadId}/download. */
export const BulkShareResponse = z.object({
  success: z.literal(true),
  data: z.array(BulkShareLink),
  bulkUploadId: z.string(),
});
export type BulkShareResponse = z.infer<typeof BulkShareResponse>;

/** One batch of the /bulk-uploads history; `file_name` is the download's name (always .csv). */
export const BulkUpload = z.object({
  id: z.string(),
  original_filename: z.string().nullable(),
  file_name: z.string(),
  operation_type: z.enum(OPERATION_SOURCES),
  vemo_title: z.string(),
  created_at: z.string(),
  customer_count: z.number(),
  /** The teammate who made the batch. */
  shared_by: Teammate.nullable(),
});
export type BulkUpload = z.infer<typeof BulkUpload>;

/** GET /api/vemos/bulk-uploads[?sharedBy=<userId>]: the organisation's batches (or one teammate's), newest first. */
export const BulkUploadsQuery = z.object({ sharedBy: sharedByFilter });
export type BulkUploadsQuery = z.input<typeof BulkUploadsQuery>;

/** GET /api/vemos/bulk-uploads: the organisation's batches, newest first. */
export const BulkUploadsResponse = z.object({ success: z.literal(true), data: z.array(BulkUpload) });
export type BulkUploadsResponse = z.infer<typeof BulkUploadsResponse>;

export const BulkUploadParams = z.object({ id: z.string().max(100) });
export type BulkUploadParams = z.infer<typeof BulkUploadParams>;

/** Columns of a batch's CSV download. */
export const BULK_DOWNLOAD_COLUMNS = ["SL No", "Client Name", "Company Name", "Email", "Shared Vemo"] as const;
