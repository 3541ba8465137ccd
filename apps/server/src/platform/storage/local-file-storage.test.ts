import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";

describe("local file storage", () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "vemo-files-"));
    storage = createLocalFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores, reads and deletes files by key", async () => {
    await storage.put("vemos/v1/doc.pdf", Buffer.from("%PDF-1.7"));
    expect((await storage.get("vemos/v1/doc.pdf"))?.toString()).toBe("%PDF-1.7");
    await storage.delete("vemos/v1/doc.pdf");
    expect(await storage.get("vemos/v1/doc.pdf")).toBeNull();
  });

  it("deletes a whole folder of files", async () => {
    await storage.put("vemos/v1/a.pdf", Buffer.from("a"));
    await storage.put("vemos/v1/captions/b.vtt", Buffer.from("b"));
    await storage.put("vemos/v2/c.pdf", Buffer.from("c"));
    await storage.deleteFolder("vemos/v1");
    expect(await storage.get("vemos/v1/a.pdf")).toBeNull();
    expect(await storage.get("vemos/v1/captions/b.vtt")).toBeNull();
    expect(await storage.get("vemos/v2/c.pdf")).not.toBeNull();
  });

  it("refuses keys that could leave its folder", async () => {
    await expect(storage.put("../escape.txt", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("takes two writes of the same key at once, keeping one whole file", async () => {
    const writes = ["first version", "second version"].map((text) => storage.put("vemos/v1/captions/x.vtt", Buffer.from(text)));
    await expect(Promise.all(writes)).resolves.toEqual([undefined, undefined]);
    expect(["first version", "second version"]).toContain((await storage.get("vemos/v1/captions/x.vtt"))?.toString());
  });
});
