import { describe, expect, it } from "vitest";
import { createShareReadCache } from "./share-read-cache.ts";

describe("createShareReadCache", () => {
  it("loads a token once for concurrent reads, again for a later one, with one ETag for one body", async () => {
    const loaded: string[] = [];
    const read = createShareReadCache(
      async (token) => (loaded.push(token), { status: 200, body: `{"token":"${token}"}` }),
    );
    const [first, second] = await Promise.all([read("a"), read("a")]);
    const third = await read("a");
    expect(loaded).toEqual(["a", "a"]);
    expect(second.etag).toBe(first.etag);
    expect(third.etag).toBe(first.etag);
    expect((await read("b")).etag).not.toBe(first.etag);
  });

  it("keeps neither failures nor pages other than 200, so they are loaded again", async () => {
    let loads = 0;
    const read = createShareReadCache(async (token) => {
      loads += 1;
      if (token === "broken") throw new Error("database down");
      return { status: 404, body: "not found" };
    });
    await expect(read("broken")).rejects.toThrow("database down");
    await expect(read("broken")).rejects.toThrow("database down");
    await read("unknown");
    await read("unknown");
    expect(loads).toBe(4);
  });
});
