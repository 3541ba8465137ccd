import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildVemoDetail,
  buildVemoDocument,
  buildVemoVideo,
  renderRoutes,
  storeSession,
  stubApi,
} from "../../../test-utils";
import { ViewVemoPage } from "./view-vemo-page";

const LOOM_URL = "https://www.loom.com/share/0123456789abcdef0123";

function renderPage() {
  return renderRoutes(
    [
      { path: "/view-vemo/:id", element: <ViewVemoPage vemoId="vemo-1" /> },
      { path: "/vemos", element: <h1>Vemos list</h1> },
    ],
    "/view-vemo/vemo-1",
  );
}

const vemo = buildVemoDetail({
  title: "Product tour",
  videos: [
    buildVemoVideo({ id: "video-1" }),
    buildVemoVideo({
      id: "video-2",
      video_url: LOOM_URL,
      type: "loom",
      status: "failed",
      error: "The video has no transcript",
    }),
  ],
  websites: [
    {
      id: "site-1",
      url: "https://acme.test/docs",
      title: "Website 1",
      order: 1,
      status: "processing",
      error: null,
      error_type: null,
    },
  ],
  documents: [buildVemoDocument({ filename: "guide.pdf", size: 2048, status: "ready" })],
});

describe("ViewVemoPage", () => {
  beforeEach(() => storeSession());

  it("shows the overview: title, video count, status and every source with its state", async () => {
    const calls = stubApi(() => ({ body: { success: true, data: vemo } }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Product tour" })).toBeInTheDocument();
    expect(calls[0]?.path).toBe("/api/vemos/vemo-1");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect([fact("Title"), fact("Videos"), fact("Status")]).toEqual(["Product tour", "2", "Active"]);

    const [first, second] = within(screen.getByRole("list", { name: "Video links" })).getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "https://youtu.be/dQw4w9WgXcQ" })).toBeInTheDocument();
    expect(within(first!).getByText("Ready")).toBeInTheDocument();
    expect(within(second!).getByText("Failed")).toBeInTheDocument();
    expect(within(second!).getByText("The video has no transcript")).toBeInTheDocument();

    expect(within(screen.getByRole("list", { name: "Websites" })).getByText("Processing...")).toBeInTheDocument();
    const documents = screen.getByRole("list", { name: "Documents" });
    expect(within(documents).getByText("guide.pdf")).toBeInTheDocument();
    expect(within(documents).getByText("2 KB")).toBeInTheDocument();
  });

  it("copies a video link, and asks for a manual copy when the clipboard refuses", async () => {
    stubApi(() => ({ body: { success: true, data: vemo } }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole("heading", { level: 1, name: "Product tour" });
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(screen.getByRole("button", { name: "Copy link of video 2" }));
    expect(writeText).toHaveBeenCalledWith(LOOM_URL);
    expect(screen.getByRole("button", { name: "Copy link of video 2" }).textContent).toBe("Copied");

    writeText.mockRejectedValueOnce(new Error("Denied"));
    await user.click(screen.getByRole("button", { name: "Copy link of video 1" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to copy link. Please copy manually.");
  });

  it("says the Vemo was not found and goes back to the list", async () => {
    stubApi(() => ({ status: 404, body: { success: false, error: "Vemo not found" } }));
    const { router } = renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Vemo not found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Vemos" }));
    expect(router.state.location.pathname).toBe("/vemos");
  });
});
