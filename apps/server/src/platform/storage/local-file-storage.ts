import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type FileStorage } from "./file-storage.ts";

export function createLocalFileStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(rootDir, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; each write has its own partial
      // file, so two uploads of the same key at once both succeed and the later one wins.
      const partial = `${file}.partial-${randomUUID()}`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
