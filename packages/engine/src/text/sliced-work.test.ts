import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { runAtOnce, runInSlices, slicedLines, type SlicedWork } from "./sliced-work.ts";

function* readAll(text: string): SlicedWork<string[]> {
  const lines: string[] = [];
  yield* slicedLines(text, (line) => lines.push(line));
  return lines;
}

describe("sliced work", () => {
  it("reads every line of a text, empty ones and a last one without a line feed included", () => {
    expect(runAtOnce(readAll("a\n\nb\nc"))).toEqual(["a", "", "b", "c"]);
    expect(runAtOnce(readAll("a\nb\n"))).toEqual(["a", "b"]);
  });

  it("gives the event loop a turn between slices and ends with what running it at once gives", async () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `line ${i}`).join("\n");
    let turns = 0;
    let isDone = false;
    const counting = (async () => {
      while (!isDone) {
        turns++;
        await setImmediate();
      }
    })();
    const lines = await runInSlices(readAll(text));
    isDone = true;
    await counting;
    expect(lines).toEqual(runAtOnce(readAll(text)));
    expect(turns).toBeGreaterThan(1);
  });
});
