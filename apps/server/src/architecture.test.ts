import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

it("names every server module folder in ARCHITECTURE.md's tree", () => {
  const architecture = readFileSync(path.join(repoRoot, "ARCHITECTURE.md"), "utf8");
  const tree = architecture.match(/## Tree\n+```\n([\s\S]*?)```/)?.[1] ?? "";
  const named = new Set([...tree.matchAll(/(?:^|\s)([a-z][a-z0-9-]*)\//g)].map((match) => match[1]));
  const modules = readdirSync(path.join(import.meta.dirname, "modules"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(modules.length).toBeGreaterThan(10);
  expect(modules.filter((name) => !named.has(name))).toEqual([]);
});

it("tells viewer events to every subscriber file of the modules", async () => {
  const { viewerEventSubscribers } = await import("./viewer-event-subscribers.ts");
  const modulesDir = path.join(import.meta.dirname, "modules");
  const files = readdirSync(modulesDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".subscriber.ts"),
  );
  const listed = await Promise.all(
    files.map(async (file) => ((await import(path.join(modulesDir, file))) as { subscriber: unknown }).subscriber),
  );
  expect(files.length).toBeGreaterThan(3);
  expect(listed.filter((subscriber) => !viewerEventSubscribers.includes(subscriber as never))).toEqual([]);
  // Loading the modules' subscribers loads most of the server: over 5 s beside CI's other steps.
}, 30_000);
