import { describe, expect, it } from "vitest";
import { createShareReadCache } from "./share-read-cache.ts";

function counted(versions: Map<string, number>) {
  const loaded: string[] = [];
  const read = createShareReadCache({
    version: async (token) => [versions.get(token)],
    load: async (token) => {
      loaded.push(token);
      if (token === "broken") throw new Error("database down");
      if (!versions.has(token)) return { status: 404, body: "not found" };
      return { status: 200, body: `{"token":"${token}","version":${versions.get(token)}}` };
    },
    capacity: 2,
  });
  return { read, loaded };
}

describe("createShareReadCache", () => {
  it("loads a link once while its version holds, and again on the first read after it changes", async () => {
    const versions = new Map([["a", 1]]);
    const { read, loaded } = counted(versions);
    const [first, second] = await Promise.all([read("a"), read("a")]);
    expect((await read("a")).etag).toBe(first.etag);
    expect(second.etag).toBe(first.etag);
    expect(loaded).toEqual(["a"]);

    versions.set("a", 2);
    const changed = await read("a");
    expect(changed.body).toContain('"version":2');
    expect(changed.etag).not.toBe(first.etag);
    expect(loaded).toEqual(["a", "a"]);
  });

  it("keeps neither failures nor reads other than 200, so they are loaded again", async () => {
    const { read, loaded } = counted(new Map());
    await expect(read("broken")).rejects.toThrow("database down");
    await expect(read("broken")).rejects.toThrow("database down");
    await read("unknown");
    await read("unknown");
    expect(loaded).toEqual(["broken", "broken", "unknown", "unknown"]);
  });

  it("keeps only the most recently read links", async () => {
    const { read, loaded } = counted(new Map(["a", "b", "c"].map((token) => [token, 1])));
    for (const token of ["a", "b", "a", "c", "a", "b"]) await read(token);
    expect(loaded).toEqual(["a", "b", "c", "b"]);
  });
});
