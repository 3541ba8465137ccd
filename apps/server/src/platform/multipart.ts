import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "./errors.ts";
import { formatSizeLimit } from "./size-limit.ts";
import { storableText } from "./storable-text.ts";

export type UploadedFile = { filename: string; mimetype: string; bytes: Buffer };

/**
 * Reads a multipart form with at most one file, whatever the order of its parts, and checks its
 * text fields against the route's zod contract (400 with the contract's message). A file over
 * `maxFileBytes` is refused with 413 and a message naming the limit.
 */
export async function readMultipartForm<Fields extends z.ZodType>(
  request: FastifyRequest,
  options: { maxFileBytes: number; fields: Fields },
): Promise<{ file: UploadedFile | null; fields: z.output<Fields> }> {
  const { maxFileBytes } = options;
  if (!request.isMultipart()) throw new AppError("bad_request", "Send the file as multipart/form-data");
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20 } })) {
      if (part.type === "field") {
        fields[storableText(part.fieldname)] = storableText(String(part.value));
        continue;
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(maxFileBytes);
        throw error;
      });
      file = { filename: storableText(part.filename), mimetype: part.mimetype, bytes };
    }
  } catch (error) {
    // A missing boundary, a truncated body or too many parts is the sender's mistake, not ours.
    if (error instanceof AppError) throw error;
    throw new AppError(
      "bad_request",
      "The upload could not be read. Send one file as multipart/form-data and try again.",
    );
  }
  const checked = options.fields.safeParse(fields);
  if (!checked.success)
    throw new AppError("bad_request", checked.error.issues[0]?.message ?? "The upload's fields are not valid");
  return { file, fields: checked.data };
}

function tooLarge(maxFileBytes: number): AppError {
  return new AppError("payload_too_large", `The file is too large. The limit is ${formatSizeLimit(maxFileBytes)}.`, {
    error_type: "too_large",
  });
}
