// jest-dom's matchers (toBeInTheDocument, toHaveTextContent…) on every test's expect.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { chooseEnglish } from "./lib/english-viewer-text";

// The shared chat and player read their texts from the chosen catalogue: English, as on the dashboard.
chooseEnglish();

// findBy… waits up to 5 s rather than 1 s: lazy routes load slowly when CI runs other steps beside the unit tests.
configure({ asyncUtilTimeout: 5_000 });
// vi.waitFor likewise; a test's own timeout still wins. What these waits wait for (mocked fetches, renders, lazy
// chunks) is not slow, but on two cores shared with other steps it can take over 1 s: without this, under load 8,
// preview-overlay's "opens the meeting link" gave up at 1.1 s and passed alone. vi.waitFor's 1 s has no setting,
// and Testing Library's waitFor (which `configure` sets) does not advance Vitest's fake timers, which these tests use.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === "number" ? options : { timeout: 5_000, ...options })) as typeof vi.waitFor;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
