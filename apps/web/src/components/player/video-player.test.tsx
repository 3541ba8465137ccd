import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVideoPlayer } from "./use-video-player";
import type { JumpTarget, PlayerVideo } from "./use-video-player";
import { VideoPlayer } from "./video-player";

const YOUTUBE_A = "https://www.youtube.com/watch?v=AAAAAAAAAAA";
const YOUTUBE_B = "https://www.youtube.com/watch?v=BBBBBBBBBBB";
const LOOM = "https://www.loom.com/share/0123456789abcdef0123456789abcdef";
const VIMEO = "https://vimeo.com/123456789";
const INTRO_FILE = "http://media.test/videos/intro.mp4";
const SETUP_FILE = "http://media.test/videos/setup.mp4";

let jump: (target: JumpTarget) => void = () => {};

/** The player as a page uses it; `onJumpReady` hands the test what the chat calls with an answer. */
function Harness({
  videos,
  onJumpReady,
}: {
  videos: PlayerVideo[];
  onJumpReady: (jumpTo: (target: JumpTarget) => void) => void;
}) {
  const player = useVideoPlayer(videos);
  useEffect(() => {
    onJumpReady(player.jumpTo);
  }, [onJumpReady, player.jumpTo]);
  return <VideoPlayer videos={videos} player={player} />;
}

function renderPlayer(urls: string[]) {
  const videos = urls.map((video_url, index) => ({ video_url, title: `Video ${index + 1}` }));
  render(
    <Harness
      videos={videos}
      onJumpReady={(jumpTo) => {
        jump = jumpTo;
      }}
    />,
  );
}

const frameSrc = () => new URL(screen.getByTitle(/^Video \d$/).getAttribute("src") ?? "");
const fileVideo = () => screen.getByTestId("vemo-video") as HTMLVideoElement;

function loadMetadata(video: HTMLVideoElement) {
  Object.defineProperty(video, "readyState", { configurable: true, value: HTMLMediaElement.HAVE_METADATA });
  fireEvent.loadedMetadata(video);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockReturnValue(undefined);
});

afterEach(() => vi.restoreAllMocks());

describe("video list", () => {
  it("says so when the Vemo has no videos", () => {
    renderPlayer([]);
    expect(screen.getByText("No videos available for this Vemo")).toBeInTheDocument();
  });

  it("shows Video N of M with Previous and Next disabled at the ends", () => {
    renderPlayer([YOUTUBE_A, YOUTUBE_B]);
    expect(screen.getByText("Video 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Video 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(false);
  });

  it("hides the list bar for a single video and labels the kind", () => {
    renderPlayer([LOOM]);
    expect(screen.queryByRole("navigation", { name: "Videos" })).not.toBeInTheDocument();
    expect(screen.getByText("Loom")).toBeInTheDocument();
  });

  it("embeds a Loom share link that leads with the video's title, as Loom writes them", () => {
    renderPlayer(["https://www.loom.com/share/Orbit-product-tour-0123456789abcdef0123456789abcdef?sid=42"]);
    expect(frameSrc().origin + frameSrc().pathname).toBe("https://www.loom.com/embed/0123456789abcdef0123456789abcdef");
  });

  it("offers a link for a video it cannot embed", () => {
    renderPlayer(["https://videos.example.test/watch/42"]);
    expect(screen.getByRole("link", { name: "Open video in a new tab" })).toHaveAttribute(
      "href",
      "https://videos.example.test/watch/42",
    );
  });
});

describe("jumping to an answer's moment", () => {
  it("selects the answer's video across URL forms, turns playing off, and re-creates the player at the start 200 ms later", () => {
    renderPlayer([YOUTUBE_A, YOUTUBE_B]);
    act(() => jump({ videoUrl: "https://youtu.be/BBBBBBBBBBB", start: 75 }));

    expect(screen.getByText("Video 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("status").textContent).toContain("Jump to: 1:15");
    expect(frameSrc().searchParams.get("autoplay")).toBe("0");
    const pausedFrame = screen.getByTitle("Video 2");

    act(() => vi.advanceTimersByTime(199));
    expect(frameSrc().searchParams.get("autoplay")).toBe("0");
    act(() => vi.advanceTimersByTime(1));

    const src = frameSrc();
    expect(src.pathname).toBe("/embed/BBBBBBBBBBB");
    expect(src.searchParams.get("start")).toBe("75");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(screen.getByTitle("Video 2")).not.toBe(pausedFrame);
  });

  it("matches Loom and Vimeo links in their embed forms and reads Loom's badge as Seek to", () => {
    renderPlayer([VIMEO, LOOM]);
    act(() => jump({ videoUrl: "https://www.loom.com/embed/0123456789abcdef0123456789abcdef?sid=1", start: 40 }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText("Video 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("status").textContent).toContain("Seek to: 0:40");
    expect(frameSrc().searchParams.get("t")).toBe("40s");

    act(() => jump({ videoUrl: "https://player.vimeo.com/video/123456789", start: 5 }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText("Video 1 of 2")).toBeInTheDocument();
    expect(frameSrc().hash).toBe("#t=5s");
  });

  it("only seeks the current video when the answer names none", () => {
    renderPlayer([YOUTUBE_A, YOUTUBE_B]);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    act(() => jump({ videoUrl: null, start: 30 }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText("Video 2 of 2")).toBeInTheDocument();
    expect(frameSrc().searchParams.get("start")).toBe("30");
  });

  it("keeps the viewer's place when an answer names no video and no moment", () => {
    renderPlayer([YOUTUBE_A, YOUTUBE_B]);
    act(() => jump({ videoUrl: YOUTUBE_B, start: 75 }));
    act(() => vi.advanceTimersByTime(200));
    const playing = screen.getByTitle("Video 2");

    act(() => jump({ videoUrl: null, start: 0 }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTitle("Video 2")).toBe(playing);
    expect(frameSrc().searchParams.get("start")).toBe("75");
    expect(frameSrc().searchParams.get("autoplay")).toBe("1");
  });

  it("dismisses the seek badge", () => {
    renderPlayer([YOUTUBE_A]);
    act(() => jump({ videoUrl: YOUTUBE_A, start: 12 }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/Jump to:/)).not.toBeInTheDocument();
  });

  it("sets a direct file's time once its metadata is loaded, and again 200 ms later if the seek did not hold", () => {
    renderPlayer([INTRO_FILE, SETUP_FILE]);
    act(() => jump({ videoUrl: "http://media.test/videos/setup.mp4?download=0", start: 40 }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText("Video 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("status").textContent).toContain("Jump to: 0:40");

    const video = fileVideo();
    expect(video).toHaveAttribute("src", SETUP_FILE);
    loadMetadata(video);
    expect(video.currentTime).toBe(40);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    video.currentTime = 0;
    act(() => vi.advanceTimersByTime(200));
    expect(video.currentTime).toBe(40);
  });
});

describe("direct file player", () => {
  it("plays with sound when the video area is clicked", () => {
    renderPlayer([INTRO_FILE]);
    fireEvent.click(fileVideo());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(fileVideo().muted).toBe(false);
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  });

  it("falls back to muted playback with the audio hint when the browser refuses sound", async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new DOMException("No gesture", "NotAllowedError"));
    renderPlayer([INTRO_FILE]);
    act(() => jump({ videoUrl: INTRO_FILE, start: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(200));

    expect(fileVideo().muted).toBe(true);
    expect(screen.getByText("Click to enable audio")).toBeInTheDocument();
    fireEvent.click(fileVideo());
    expect(screen.queryByText("Click to enable audio")).not.toBeInTheDocument();
  });

  it("has a seek bar, time readout, mute toggle and a 0–1 volume slider", () => {
    renderPlayer([INTRO_FILE]);
    const video = fileVideo();
    Object.defineProperty(video, "duration", { configurable: true, value: 77 });
    loadMetadata(video);
    expect(screen.getByText("0:00 / 1:17")).toBeInTheDocument();

    fireEvent.change(screen.getByRole("slider", { name: "Seek" }), { target: { value: "65" } });
    expect(video.currentTime).toBe(65);
    expect(screen.getByText("1:05 / 1:17")).toBeInTheDocument();

    const volume = screen.getByRole("slider", { name: "Volume" });
    expect([volume.getAttribute("min"), volume.getAttribute("max")]).toEqual(["0", "1"]);
    fireEvent.change(volume, { target: { value: "0.5" } });
    expect(video.volume).toBe(0.5);

    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole("button", { name: "Unmute" })).toBeInTheDocument();
  });

  it("fades the controls after 3 s of playing and shows them again on activity", () => {
    renderPlayer([INTRO_FILE]);
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    fireEvent.play(fileVideo());
    const controls = () => screen.getByRole("slider", { name: "Seek" }).parentElement as HTMLElement;

    act(() => vi.advanceTimersByTime(2999));
    expect(controls().dataset.visible).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(controls().dataset.visible).toBe("false");

    fireEvent.pointerMove(fileVideo());
    expect(controls().dataset.visible).toBe("true");
  });
});
