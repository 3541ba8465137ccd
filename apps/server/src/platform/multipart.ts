import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import { formatSizeLimit } from "./size-limit.ts";

export type UploadedFile = { filename: string; mimetype: string; bytes: Buffer };

/**
 * Reads a multipart form with at most one file, whatever the order of its parts.
 * A file over `maxFileBytes` is refused with 413 and a message naming the limit.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError("bad_request", "Send the file as multipart/form-data");
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20 } })) {
    if (part.type === "field") {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(maxFileBytes);
      throw error;
    });
    file = { filename: part.filename, mimetype: part.mimetype, bytes };
  }
  return { file, fields };
}

function tooLarge(maxFileBytes: number): AppError {
  return new AppError("payload_too_large", `The file is too large. The limit is ${formatSizeLimit(maxFileBytes)}.`, { error_type: "too_large" });
}
