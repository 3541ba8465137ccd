import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
    // jsdom renders with user-event are slow when CI runs type-check and lint beside the unit tests on two cores.
    testTimeout: 20_000,
  },
});
