import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../test-utils";
import { HeroSection } from "./hero-section";

describe("HeroSection", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loops the welcome demo's video, muted and inline, behind the headline", () => {
    renderRoutes([{ path: "/", element: <HeroSection /> }], "/");
    const video = document.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/media/welcome-demo.mp4");
    expect(video).toMatchObject({ muted: true, loop: true, autoplay: true });
    expect(video?.hasAttribute("playsinline")).toBe(true);
  });

  it("stops the video for a visitor who prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      media: query,
    }));
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    renderRoutes([{ path: "/", element: <HeroSection /> }], "/");
    expect(pause).toHaveBeenCalled();
  });
});
