import { act, screen, within } from "@testing-library/react";
import { VIDEO_LINK_MESSAGES } from "@vemo/shared/rules/vemo-form";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, buildVemoVideo, storeSession, stubApi } from "../../../test-utils";
import {
  answerOwner,
  buildProcessResult,
  created,
  findForm,
  renderCreatePage,
  setUpUser,
  submitButton,
  YOUTUBE_URL,
} from "./create-vemo-test-setup";

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe("CreateVemoForm", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
  });

  it("validates each entry with its number and enables submit only with a source and no invalid entry", async () => {
    stubApi(answerOwner(() => undefined));
    renderCreatePage();
    await findForm();
    const user = setUpUser();

    expect(screen.getByText("Note: unlisted YouTube videos are not processed.")).toBeInTheDocument();
    expect(
      screen.getByText("Please provide at least one video URL, website URL, or upload documents to create a Vemo."),
    ).toBeInTheDocument();
    expect(isDisabled(submitButton())).toBe(true);

    await user.type(screen.getByLabelText("Video URL 1"), YOUTUBE_URL);
    expect(isDisabled(submitButton())).toBe(false);

    await user.click(screen.getByRole("button", { name: "Add video" }));
    await user.type(screen.getByLabelText("Video URL 2"), "https://example.com/clip");
    expect(screen.getByText(`Video 2: ${VIDEO_LINK_MESSAGES.unsupported}`)).toBeInTheDocument();
    expect(isDisabled(submitButton())).toBe(true);
    await user.click(screen.getByRole("button", { name: "Remove video 2" }));
    expect(isDisabled(submitButton())).toBe(false);

    await user.type(screen.getByLabelText("Website URL 1"), "ftp://acme.test");
    expect(screen.getByText("Website 1: URL must start with http:// or https://")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Website URL 1"));

    await user.type(screen.getByLabelText("Calendly link"), "https://cal.com/jane");
    expect(screen.getByText("Please enter a valid Calendly URL (should contain calendly.com)")).toBeInTheDocument();
    expect(isDisabled(submitButton())).toBe(true);
  });

  it("shows 'No Company Found' without a company", async () => {
    stubApi((call) =>
      call.path === "/api/companies"
        ? { body: { success: true, data: [] } }
        : { body: { success: true, data: buildUser() } },
    );
    renderCreatePage();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(await screen.findByRole("heading", { name: "No Company Found" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("asks for a title", async () => {
    const calls = stubApi(answerOwner(() => undefined));
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Video URL 1"), YOUTUBE_URL);
    await user.click(submitButton());
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("creates the Vemo, sends the caption file, processes the links, resets the form and opens /vemos after 2 s", async () => {
    const calls = stubApi(
      answerOwner((call) => {
        if (call.path === "/api/vemos") return created;
        if (call.path === "/api/vemos/vemo-1/captions")
          return { body: { success: true, data: buildVemoVideo({ caption_source: "uploaded" }) } };
        if (call.path === "/api/vemos/process-content/Acme/vemo-1") return { body: buildProcessResult() };
        return undefined;
      }),
    );
    const { router } = renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Product tour");
    await user.type(screen.getByLabelText("Video URL 1"), YOUTUBE_URL);
    await user.upload(
      screen.getByLabelText("Caption file for video 1"),
      new File(["WEBVTT"], "tour.vtt", { type: "text/vtt" }),
    );
    await user.type(screen.getByLabelText("Website URL 1"), "https://acme.test/docs");
    await user.type(screen.getByLabelText("Calendly link"), "https://calendly.com/jane");
    await user.click(submitButton());

    expect((await screen.findByRole("status")).textContent).toBe(
      "Vemo created successfully! Redirecting to your Vemos...",
    );
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.path)).toEqual([
      "/api/vemos",
      "/api/vemos/vemo-1/captions",
      "/api/vemos/process-content/Acme/vemo-1",
    ]);
    expect(posts[0]?.body).toEqual({
      title: "Product tour",
      description: "No description provided",
      companyId: "company-1",
      calendlyLink: "https://calendly.com/jane",
      videos: [{ url: YOUTUBE_URL, type: "youtube", title: "Video 1", order: 1 }],
      websites: [{ url: "https://acme.test/docs", type: "website", title: "Website 1", order: 1 }],
      knowledgeSources: [{ url: "https://acme.test/docs", type: "website" }],
    });
    const captionForm = posts[1]?.body as FormData;
    expect((captionForm.get("file") as File).name).toBe("tour.vtt");
    expect(captionForm.get("video_url")).toBe(YOUTUBE_URL);
    expect(posts[2]?.body).toEqual({ video_urls: [YOUTUBE_URL], website_urls: ["https://acme.test/docs"] });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Video URL 1") as HTMLInputElement).value).toBe("");

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/vemos");
  });

  it("shows 'Processing Content...' while working", async () => {
    let finishCreate: (reply: typeof created) => void = () => undefined;
    stubApi(
      answerOwner((call) => {
        if (call.method === "POST" && call.path === "/api/vemos")
          return new Promise((resolve) => (finishCreate = resolve));
        return call.path.startsWith("/api/vemos/process-content/") ? { body: buildProcessResult() } : undefined;
      }),
    );
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Tour");
    await user.type(screen.getByLabelText("Video URL 1"), YOUTUBE_URL);
    await user.click(submitButton());

    expect(submitButton().textContent).toBe("Processing Content...");
    expect(isDisabled(submitButton())).toBe(true);
    finishCreate(created);
    expect(await screen.findByText("Vemo created successfully! Redirecting to your Vemos...")).toBeInTheDocument();
  });

  it("shows a creation failure in the 'Processing Failed' box and refuses a second submit within 2 s", async () => {
    const calls = stubApi(
      answerOwner((call) =>
        call.path === "/api/vemos"
          ? {
              status: 403,
              body: { success: false, error: "Free plan allows 3 Vemos. Upgrade to Pro.", requiresUpgrade: true },
            }
          : undefined,
      ),
    );
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Tour");
    await user.type(screen.getByLabelText("Video URL 1"), YOUTUBE_URL);
    await user.click(submitButton());

    const box = await screen.findByRole("dialog", { name: "Processing Failed" });
    expect(within(box).getByRole("alert").textContent).toBe("Free plan allows 3 Vemos. Upgrade to Pro.");
    await user.click(within(box).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Tour");

    await user.click(submitButton());
    expect(screen.getByRole("alert").textContent).toBe("Please wait a moment before submitting again.");
    const createCalls = () => calls.filter((call) => call.path === "/api/vemos");
    expect(createCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await user.click(submitButton());
    await screen.findByRole("dialog", { name: "Processing Failed" });
    expect(createCalls()).toHaveLength(2);
  });

  it("falls back to 'Failed to create Vemo' for a server error", async () => {
    stubApi(
      answerOwner((call) =>
        call.path === "/api/vemos" ? { status: 500, body: { success: false, error: "Internal" } } : undefined,
      ),
    );
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Tour");
    await user.type(screen.getByLabelText("Website URL 1"), "https://acme.test");
    await user.click(submitButton());
    const box = await screen.findByRole("dialog", { name: "Processing Failed" });
    expect(within(box).getByRole("alert").textContent).toBe("Failed to create Vemo");
  });

  it("says the Vemo exists when the processing call fails", async () => {
    stubApi(
      answerOwner((call) => {
        if (call.path === "/api/vemos") return created;
        if (call.path.startsWith("/api/vemos/process-content/"))
          return { status: 400, body: { success: false, error: "Vemo has no sources" } };
        return undefined;
      }),
    );
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Tour");
    await user.type(screen.getByLabelText("Website URL 1"), "https://acme.test");
    await user.click(submitButton());
    const box = await screen.findByRole("dialog", { name: "Processing Failed" });
    expect(within(box).getByRole("alert").textContent).toBe(
      "Content processing failed: Vemo has no sources. The Vemo was created but content processing needs to be retried.",
    );
  });
});
