import { setImmediate } from "node:timers/promises";

/** Work written as a generator that yields between slices of it, so that it can run at once or a slice at a time. */
export type SlicedWork<T> = Generator<void, T, void>;

/** Runs the work to its end now. */
export function runAtOnce<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs one slice of the work per turn of the event loop, so that a server answers other requests meanwhile. */
export async function runInSlices<T>(work: SlicedWork<T>): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}

const LINES_PER_SLICE = 2_000;

/** The lines of a text (without their line feeds), yielding to the caller's slices every few thousand lines. */
export function* slicedLines(text: string, read: (line: string) => void): SlicedWork<void> {
  let start = 0;
  for (let count = 1; start < text.length; count++) {
    const end = text.indexOf("\n", start);
    read(text.slice(start, end < 0 ? text.length : end));
    start = end < 0 ? text.length : end + 1;
    if (count % LINES_PER_SLICE === 0) yield;
  }
}
