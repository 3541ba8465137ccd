import { defineConfig } from "vitest/config";

// The multi-process scale path (`npm test` runs it on its own, after the integration tests):
// PostgreSQL, an S3 stand-in, two API processes and a worker, each started as in production.
export default defineConfig({
  test: {
    name: "scale",
    root: import.meta.dirname,
    include: ["src/scale-path.scale-test.ts"],
    // The bound: a killed worker's job finishes within 3 minutes of a new worker starting.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
