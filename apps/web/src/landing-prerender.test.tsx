import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./app";
import { renderLandingPage } from "./landing-prerender";
import { routes } from "./routes/route-table";

describe("the pre-rendered landing page", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });

  it("holds the page's content, visible, before any script runs", () => {
    const html = renderLandingPage();
    expect(html).toContain("Turn Your Video Demo Into Interactive Demo");
    expect(html).toContain("Frequently Asked Questions");
    expect(html).not.toContain("opacity:0");
  });

  it("hydrates in the browser without a mismatch", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const consoleError = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderLandingPage();
    document.body.append(container);
    // Browsers start a parsed <video muted> muted, as the spec says; jsdom does not.
    for (const video of container.querySelectorAll<HTMLVideoElement>("video[muted]")) video.muted = true;
    const recoverableErrors: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(container, <App router={createMemoryRouter(routes, { initialEntries: ["/"] })} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });

    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Turn Your Video Demo Into Interactive Demo");
  });
});
