import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test-utils";
import { HeroSection } from "./hero-section";

describe("HeroSection", () => {
  it("loops the welcome demo's video, muted and inline, behind the headline", () => {
    renderRoutes([{ path: "/", element: <HeroSection /> }], "/");
    const video = document.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/media/welcome-demo.mp4");
    expect(video).toMatchObject({ muted: true, loop: true, autoplay: true });
    expect(video?.hasAttribute("playsinline")).toBe(true);
  });
});
