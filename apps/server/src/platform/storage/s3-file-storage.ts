import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.ts";
import { assertValidKey, type FileStorage } from "./file-storage.ts";

/** Files in one S3-compatible bucket, shared by every API and worker process. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's default chain applies (instance role, AWS_* variables, shared profile).
    // A copy, because the SDK records on the credentials object where they came from, and the
    // configuration's is frozen.
    credentials: settings.credentials ? { ...settings.credentials } : undefined,
    // Several S3-compatible services reject the checksum headers the SDK now adds to every request;
    // sending them only where S3 requires them keeps MinIO, R2 and the like working.
    ...(settings.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      assertValidKey(key);
      // A PUT replaces the object whole, so two writes of one key leave one of them, never a mix.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      assertValidKey(prefix);
      let continuationToken: string | undefined;
      do {
        // A listing page holds at most 1,000 keys, the most one DeleteObjects call accepts.
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }),
        );
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects, Quiet: true } }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `Could not delete ${failed.length} file(s) under ${prefix}/: ${failed[0]?.Key} (${failed[0]?.Code})`,
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

// Some S3-compatible services answer a bare 404 for a missing key; a missing bucket stays an error.
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404;
}
