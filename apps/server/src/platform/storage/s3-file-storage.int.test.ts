import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type S3Settings } from "../config.ts";
import { runFileStorageContract } from "./file-storage.contract.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";
import { startTestS3Server, type TestS3Server } from "./s3-test-server.ts";

// s3rver speaks the S3 protocol on loopback, standing in for AWS S3, MinIO or R2.
describe("S3 file storage", () => {
  let server: TestS3Server;
  let settings: S3Settings;
  let storage: FileStorage;

  beforeAll(async () => {
    server = await startTestS3Server();
    // Through loadConfig, as the runtime does, so the frozen settings it makes are what is tested.
    settings = loadConfig(server.env).s3!;
    storage = createS3FileStorage(settings);
  });
  afterAll(() => server?.close());

  runFileStorageContract(() => storage, { serverMixesConcurrentWrites: true });

  it("reports a bucket that does not exist instead of answering that the file is missing", async () => {
    const wrongBucket = createS3FileStorage({ ...settings, bucket: "no-such-bucket" });
    await expect(wrongBucket.get("vemos/v1/doc.pdf")).rejects.toThrow(/bucket/i);
  });
});
