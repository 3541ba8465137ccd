import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // The files of a worker share one jsdom and their loaded modules (a fresh jsdom and React per file
    // cost ~2 CPU-s each): test-setup.ts cleans the DOM and storage after each test, and no file mocks
    // a module (a module another file loaded stays unmocked) — spy on an object's method instead.
    isolate: false,
    setupFiles: ["./src/test-setup.ts"],
    // jsdom renders with user-event are slow when CI runs type-check and lint beside the unit tests on two cores.
    testTimeout: 20_000,
  },
});
