import { defineConfig } from "vitest/config";

// One Vitest run for the whole repository; `--project` picks a layer:
// unit tests everywhere, and the server's integration tests (`*.int.test.ts`) against a real database.
// In every project the test files of one worker share its loaded modules (`isolate: false`; loading
// each file's imports afresh cost more than running its tests): a test file leaves no state behind
// at module level, and mocks no module (a module another file loaded first would stay unmocked).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"], isolate: false } },
      {
        test: {
          name: "engine",
          root: "packages/engine",
          include: ["src/**/*.test.ts"],
          // WordNet and the general-English rarity load once per worker (~1 s alone, several under parallel CI steps).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts"],
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          root: "apps/server",
          include: ["src/**/*.int.test.ts"],
          // Each file still opens its own database, app and data folder; the files of one worker share
          // its loaded modules (the app's import cost ~3 s a file when isolated) and its migrated
          // template. Two workers, so one file's waits (child processes, polls) overlap another's work.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
