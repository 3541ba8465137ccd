import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal";

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: isReduced && query === "(prefers-reduced-motion: reduce)",
    media: query,
  }));
}

let intersect: (isIntersecting: boolean) => void = () => {};

class ControlledObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

function placeBelowTheFold() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top: window.innerHeight + 400,
  } as DOMRect);
}

const revealedStyle = () => screen.getByText("Benefits").parentElement?.style;

describe("Reveal", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", ControlledObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("hides content below the fold until it scrolls into view", () => {
    stubReducedMotion(false);
    placeBelowTheFold();
    render(
      <Reveal>
        <p>Benefits</p>
      </Reveal>,
    );
    expect(revealedStyle()?.opacity).toBe("0");

    act(() => intersect(true));
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });

  it("leaves content that is already on screen as it is", () => {
    stubReducedMotion(false);
    render(
      <Reveal>
        <p>Benefits</p>
      </Reveal>,
    );
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });

  it("shows the content at once without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    stubReducedMotion(false);
    placeBelowTheFold();
    render(
      <Reveal>
        <p>Benefits</p>
      </Reveal>,
    );
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });

  it("shows the content at once when the visitor prefers reduced motion", () => {
    stubReducedMotion(true);
    placeBelowTheFold();
    render(
      <Reveal>
        <p>Benefits</p>
      </Reveal>,
    );
    expect(revealedStyle()).toMatchObject({ opacity: "1", transform: "none" });
  });

  it("is visible in the pre-rendered page, before any JavaScript runs", () => {
    const html = renderToString(
      <Reveal>
        <p>Benefits</p>
      </Reveal>,
    );
    expect(html).toContain("opacity:1");
    expect(html).toContain("Benefits");
  });
});
