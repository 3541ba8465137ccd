import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { runFileStorageContract } from "./file-storage.contract.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";

describe("local file storage", () => {
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "vemo-files-"));
    storage = createLocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  runFileStorageContract(() => storage);
});
