import type { VemoIndex } from "@vemo/engine";
import { describe, expect, it, vi } from "vitest";
import { createIndexCache } from "./index-cache.ts";

const fakeIndex = (name: string) => ({ name }) as unknown as VemoIndex;

describe("the index cache", () => {
  it("builds once per version and again when the version changes", async () => {
    const cache = createIndexCache();
    const build = vi.fn(async () => fakeIndex("a"));
    const first = await cache.get("vemo:1", "v1", build);
    expect(await cache.get("vemo:1", "v1", build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.get("vemo:1", "v2", build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  it("builds once for questions that arrive together", async () => {
    const cache = createIndexCache();
    const build = vi.fn(async () => fakeIndex("a"));
    const [a, b] = await Promise.all([cache.get("k", "v", build), cache.get("k", "v", build)]);
    expect(a).toBe(b);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("evicts the least recently used entry past its capacity", async () => {
    const cache = createIndexCache(2);
    const build = vi.fn(async () => fakeIndex("x"));
    await cache.get("a", "v", build);
    await cache.get("b", "v", build);
    await cache.get("a", "v", build); // a is now the most recently used
    await cache.get("c", "v", build); // evicts b
    expect(cache.size).toBe(2);
    build.mockClear();
    await cache.get("a", "v", build);
    expect(build).not.toHaveBeenCalled();
    await cache.get("b", "v", build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed build", async () => {
    const cache = createIndexCache();
    await expect(cache.get("k", "v", async () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(cache.size).toBe(0);
    await expect(cache.get("k", "v", async () => fakeIndex("ok"))).resolves.toMatchObject({ index: { name: "ok" } });
  });
});
