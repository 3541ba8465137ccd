import { afterEach, describe, expect, it } from "vitest";
import { createWatchLog } from "./watch-log";

const VIDEO = "https://media.test/intro.mp4";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

afterEach(() => setVisibility("visible"));

/** Positions every quarter second from `from` to `to`, as timeupdate reports them. */
function play(log: ReturnType<typeof createWatchLog>, from: number, to: number) {
  for (let position = from; position <= to; position += 0.25) log.played(VIDEO, position, 77);
}

describe("watch log", () => {
  it("reports the stretch played, and goes on from there after a report", () => {
    const log = createWatchLog();
    play(log, 0, 10);
    expect(log.take()).toEqual([{ videoUrl: VIDEO, duration: 77, ranges: [[0, 10]] }]);
    play(log, 10.25, 12);
    expect(log.take()).toEqual([{ videoUrl: VIDEO, duration: 77, ranges: [[10, 12]] }]);
    expect(log.take()).toEqual([]);
  });

  it("does not fill the gap a seek jumps over, forward or back", () => {
    const log = createWatchLog();
    play(log, 0, 20);
    play(log, 40, 45);
    play(log, 30, 32);
    expect(log.take()[0]?.ranges).toEqual([
      [0, 20],
      [40, 45],
      [30, 32],
    ]);
  });

  it("counts what a player read on a late timer played, but not a seek on time", () => {
    let clock = 0;
    const log = createWatchLog(() => clock);
    // Read every half second at 2×, then once 2 s late on a busy page (5 s of video), then a seek.
    for (let position = 0; position <= 10; position += 1, clock += 500) log.played(VIDEO, position, 77);
    clock += 2_000;
    log.played(VIDEO, 15, 77);
    clock += 500;
    log.played(VIDEO, 40, 77);
    expect(log.take()[0]?.ranges).toEqual([[0, 15]]);
  });

  it("counts nothing while stopped (paused, muted) or while the tab is hidden", () => {
    const log = createWatchLog();
    play(log, 0, 5);
    log.stopped();
    setVisibility("hidden");
    play(log, 5, 30);
    setVisibility("visible");
    play(log, 30, 31);
    expect(log.take()[0]?.ranges).toEqual([
      [0, 5],
      [30, 31],
    ]);
  });

  it("keeps a report that did not arrive for the next one", () => {
    const log = createWatchLog();
    play(log, 0, 5);
    const lost = log.take();
    play(log, 5.25, 8);
    log.putBack(lost);
    expect(log.take()[0]?.ranges).toEqual([
      [0, 5],
      [5, 8],
    ]);
  });
});
