import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal";

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: isReduced && query === "(prefers-reduced-motion: reduce)", media: query }));
}

class NeverIntersecting {
  observe() {}
  disconnect() {}
}

const revealedStyle = () => screen.getByText("Benefits").parentElement?.style;

describe("Reveal", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the content to scroll into view where it can animate", () => {
    vi.stubGlobal("IntersectionObserver", NeverIntersecting);
    stubReducedMotion(false);
    render(<Reveal><p>Benefits</p></Reveal>);
    expect(revealedStyle()?.opacity).toBe("0");
  });

  it("shows the content at once without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    stubReducedMotion(false);
    render(<Reveal><p>Benefits</p></Reveal>);
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });

  it("shows the content at once when the visitor prefers reduced motion", () => {
    vi.stubGlobal("IntersectionObserver", NeverIntersecting);
    stubReducedMotion(true);
    render(<Reveal><p>Benefits</p></Reveal>);
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });
});
