import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWatchLog } from "../../../share/watch-log";
import { followPlayerjsEvents, type PlayerjsEvents } from "./loom-playback";
import { followVimeoEvents, type VimeoEvents } from "./vimeo-playback";
import { youtubeFollower } from "./youtube-playback";

// Each host's player API, as documented, driven through a visit: the shared watch log must come out
// with the same stretches the file player would give.

const DURATION = 120;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

afterEach(() => setVisibility("visible"));

/** A player that tells events to whoever listens, as the Vimeo SDK and player.js do. */
function eventSource() {
  const listeners = new Map<string, ((data?: unknown) => void)[]>();
  return {
    on(event: string, callback: (data?: never) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), callback as (data?: unknown) => void]);
    },
    off(event: string, callback?: (data?: never) => void) {
      listeners.set(event, callback ? (listeners.get(event) ?? []).filter((known) => known !== callback) : []);
    },
    emit(event: string, data?: unknown) {
      for (const callback of listeners.get(event) ?? []) callback(data);
    },
  };
}

/** Sound as the player reports it, read by the adapters through getMuted/getVolume. */
function soundOf(initial: { muted: boolean }) {
  const sound = { muted: initial.muted, volume: 1 };
  return {
    sound,
    getMuted: () => Promise.resolve(sound.muted),
    getVolume: () => Promise.resolve(sound.volume),
  };
}

/** Lets the player's answers (promises) arrive. */
const answers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** timeupdate every quarter second from `from` to `to`. */
function timeupdates(emit: (event: string, data?: unknown) => void, from: number, to: number) {
  for (let seconds = from; seconds <= to; seconds += 0.25) emit("timeupdate", { seconds, duration: DURATION });
}

describe("YouTube IFrame Player API", () => {
  const VIDEO = "https://www.youtube.com/watch?v=abc123def45";
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function youtubePlayer(options: { muted: boolean }) {
    const state = { time: 0, muted: options.muted, volume: 100 };
    const target = {
      getCurrentTime: () => state.time,
      getDuration: () => DURATION,
      isMuted: () => state.muted,
      getVolume: () => state.volume,
    };
    return { state, target };
  }

  /** Plays on at normal speed for `seconds`, read every half second as the adapter does. */
  function playFor(state: { time: number }, seconds: number) {
    for (let elapsed = 0; elapsed < seconds; elapsed += 0.5) {
      state.time += 0.5;
      vi.advanceTimersByTime(500);
    }
  }

  it("counts the seconds played with sound, and a seek back starts a new stretch", () => {
    const log = createWatchLog();
    const follower = youtubeFollower(VIDEO, log, { isAudible: true });
    const { state, target } = youtubePlayer({ muted: false });
    follower.onStateChange({ data: -1, target });
    follower.onStateChange({ data: 1, target });
    playFor(state, 60);
    // The viewer drags back 10 s: buffering, then playing from there.
    follower.onStateChange({ data: 3, target });
    state.time -= 10;
    follower.onStateChange({ data: 1, target });
    playFor(state, 5);
    follower.onStateChange({ data: 2, target });
    playFor(state, 5);
    expect(log.take()).toEqual([
      {
        videoUrl: VIDEO,
        duration: DURATION,
        ranges: [
          [0, 60],
          [50, 55],
        ],
      },
    ]);
  });

  it("does not count muted autoplay, and counts from the moment the viewer unmutes", () => {
    const log = createWatchLog();
    const follower = youtubeFollower(VIDEO, log, { isAudible: false });
    const { state, target } = youtubePlayer({ muted: true });
    follower.onStateChange({ data: 1, target });
    playFor(state, 10);
    state.muted = false;
    playFor(state, 4);
    follower.dispose();
    playFor(state, 4);
    expect(log.take()[0]?.ranges).toEqual([[10.5, 14]]);
  });
});

describe("Vimeo Player SDK", () => {
  const VIDEO = "https://vimeo.com/76979871";

  function vimeoPlayer(options: { muted: boolean; paused?: boolean }) {
    const source = eventSource();
    const sound = soundOf(options);
    const player: VimeoEvents = {
      on: source.on as VimeoEvents["on"],
      off: source.off as VimeoEvents["off"],
      getPaused: () => Promise.resolve(options.paused ?? true),
      getMuted: sound.getMuted,
      getVolume: sound.getVolume,
    };
    return { player, emit: source.emit, sound: sound.sound };
  }

  it("counts play to pause, and a seek ends the stretch", async () => {
    const log = createWatchLog();
    const { player, emit } = vimeoPlayer({ muted: false });
    followVimeoEvents(player, VIDEO, log, { isAudible: true });
    await answers();
    emit("play", { seconds: 0, duration: DURATION });
    timeupdates(emit, 0, 30);
    emit("seeking", { seconds: 80, duration: DURATION });
    timeupdates(emit, 80, 90);
    emit("pause", { seconds: 90, duration: DURATION });
    timeupdates(emit, 90, 95);
    expect(log.take()[0]?.ranges).toEqual([
      [0, 30],
      [80, 90],
    ]);
  });

  it("stops one follower without silencing the next on the same iframe's player (a new address)", async () => {
    const log = createWatchLog();
    const { player, emit } = vimeoPlayer({ muted: false });
    const stopFirst = followVimeoEvents(player, VIDEO, log, { isAudible: true });
    followVimeoEvents(player, VIDEO, log, { isAudible: true });
    stopFirst();
    await answers();
    emit("play");
    timeupdates(emit, 0, 5);
    expect(log.take()[0]?.ranges).toEqual([[0, 5]]);
  });

  it("counts a video that started playing before the SDK was listening", async () => {
    const log = createWatchLog();
    const { player, emit } = vimeoPlayer({ muted: false, paused: false });
    followVimeoEvents(player, VIDEO, log, { isAudible: true });
    await answers();
    timeupdates(emit, 3, 9);
    expect(log.take()[0]?.ranges).toEqual([[3, 9]]);
  });

  it("counts nothing while the player reports itself muted, nor while the tab is hidden", async () => {
    const log = createWatchLog();
    const { player, emit, sound } = vimeoPlayer({ muted: true });
    followVimeoEvents(player, VIDEO, log, { isAudible: true });
    emit("play");
    await answers();
    timeupdates(emit, 0, 10);
    sound.muted = false;
    emit("volumechange", { volume: 1 });
    await answers();
    timeupdates(emit, 10.25, 20);
    setVisibility("hidden");
    timeupdates(emit, 20.25, 40);
    setVisibility("visible");
    expect(log.take()[0]?.ranges).toEqual([[10.25, 20]]);
  });
});

describe("Loom's embed through player.js", () => {
  const VIDEO = "https://www.loom.com/share/0123456789abcdef0123456789abcdef";

  function loomPlayer(options: { muted: boolean; supportsSound?: boolean; paused?: boolean }) {
    const source = eventSource();
    const sound = soundOf(options);
    const player: PlayerjsEvents = {
      on: source.on,
      off: source.off,
      getPaused: () => Promise.resolve(options.paused ?? true),
      supports: () => options.supportsSound ?? true,
      getMuted: sound.getMuted,
      getVolume: sound.getVolume,
    };
    return { player, emit: source.emit };
  }

  it("follows the player once it is ready: play, seeked, pause and ended", async () => {
    const log = createWatchLog();
    const { player, emit } = loomPlayer({ muted: false });
    followPlayerjsEvents(player, VIDEO, log, { isAudible: true });
    timeupdates(emit, 0, 5);
    emit("ready");
    emit("play");
    await answers();
    timeupdates(emit, 0, 20);
    emit("seeked");
    timeupdates(emit, 10, 12);
    emit("ended");
    timeupdates(emit, 12, 14);
    expect(log.take()[0]?.ranges).toEqual([
      [0, 20],
      [10, 12],
    ]);
  });

  it("takes the page's sound setting when the player cannot tell its own, so muted autoplay counts nothing", () => {
    const log = createWatchLog();
    const { player, emit } = loomPlayer({ muted: false, supportsSound: false });
    followPlayerjsEvents(player, VIDEO, log, { isAudible: false });
    emit("ready");
    emit("play");
    timeupdates(emit, 0, 20);
    expect(log.take()).toEqual([]);
  });
});
