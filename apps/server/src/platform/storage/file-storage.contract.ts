import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";

type ContractOptions = {
  /**
   * The server behind the storage writes an object in place, so two PUTs of one key at once can
   * interleave (s3rver does; S3, MinIO and R2 store each PUT whole). The property then cannot be
   * checked against that server, and the test is reported as skipped.
   */
  serverMixesConcurrentWrites?: boolean;
};

/**
 * What every FileStorage must do, run against each implementation. Each test works in a folder of
 * its own, so implementations that keep files between tests (one bucket) need no cleanup.
 */
export function runFileStorageContract(storage: () => FileStorage, options: ContractOptions = {}): void {
  let folder: string;
  beforeEach(() => {
    folder = `contract-${randomUUID()}`;
  });

  it("stores, reads and deletes files by key, byte for byte", async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80]);
    await storage().put(`${folder}/vemos/v1/doc.pdf`, bytes);
    expect(await storage().get(`${folder}/vemos/v1/doc.pdf`)).toEqual(bytes);
    await storage().delete(`${folder}/vemos/v1/doc.pdf`);
    expect(await storage().get(`${folder}/vemos/v1/doc.pdf`)).toBeNull();
  });

  it("answers null for a key it never stored, and deletes missing files and folders without error", async () => {
    expect(await storage().get(`${folder}/vemos/none/doc.pdf`)).toBeNull();
    await expect(storage().delete(`${folder}/vemos/none/doc.pdf`)).resolves.toBeUndefined();
    await expect(storage().deleteFolder(`${folder}/vemos/none`)).resolves.toBeUndefined();
  });

  it("replaces a file written again under the same key", async () => {
    await storage().put(`${folder}/vemos/v1/captions/x.vtt`, Buffer.from("first version"));
    await storage().put(`${folder}/vemos/v1/captions/x.vtt`, Buffer.from("second"));
    expect((await storage().get(`${folder}/vemos/v1/captions/x.vtt`))?.toString()).toBe("second");
  });

  it("deletes a whole folder of files, and only that folder", async () => {
    await storage().put(`${folder}/vemos/v1/a.pdf`, Buffer.from("a"));
    await storage().put(`${folder}/vemos/v1/captions/b.vtt`, Buffer.from("b"));
    await storage().put(`${folder}/vemos/v2/c.pdf`, Buffer.from("c"));
    await storage().put(`${folder}/vemos/v10/d.pdf`, Buffer.from("d"));
    await storage().deleteFolder(`${folder}/vemos/v1`);
    expect(await storage().get(`${folder}/vemos/v1/a.pdf`)).toBeNull();
    expect(await storage().get(`${folder}/vemos/v1/captions/b.vtt`)).toBeNull();
    expect((await storage().get(`${folder}/vemos/v2/c.pdf`))?.toString()).toBe("c");
    expect((await storage().get(`${folder}/vemos/v10/d.pdf`))?.toString()).toBe("d");
  });

  it("deletes a folder of more than a thousand files", async () => {
    const keys = Array.from({ length: 1_005 }, (_, index) => `${folder}/vemos/v1/pages/${index}.txt`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage().put(key, Buffer.from(key))));
    }
    await storage().deleteFolder(`${folder}/vemos/v1`);
    const left = await Promise.all([keys[0], keys[999], keys[1_000], keys[1_004]].map((key) => storage().get(key!)));
    expect(left).toEqual([null, null, null, null]);
  });

  it("refuses keys that could leave its folder", async () => {
    await expect(storage().put("../escape.txt", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    await expect(storage().get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(storage().delete(`${folder}/../x`)).rejects.toThrow(/Invalid storage key/);
    await expect(storage().deleteFolder("")).rejects.toThrow(/Invalid storage key/);
  });

  it.skipIf(options.serverMixesConcurrentWrites)(
    "takes two writes of the same key at once, keeping one whole file",
    async () => {
      const versions = ["first version", "second version"];
      const writes = versions.map((text) => storage().put(`${folder}/vemos/v1/captions/x.vtt`, Buffer.from(text)));
      await expect(Promise.all(writes)).resolves.toEqual([undefined, undefined]);
      expect(versions).toContain((await storage().get(`${folder}/vemos/v1/captions/x.vtt`))?.toString());
    },
  );
}
