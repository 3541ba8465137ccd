import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { beforeEach, describe, expect, it } from "vitest";
import {
  buildCompany,
  buildVemoDetail,
  buildVemoDocument,
  buildVemoVideo,
  renderRoutes,
  storeSession,
  stubApi,
  type ApiCall,
} from "../../../test-utils";
import { ViewVemoPage } from "./view-vemo-page";

const FILE_VIDEO = "https://cdn.acme.test/tour.mp4";

function renderPage() {
  return renderRoutes([{ path: "/view-vemo/:id", element: <ViewVemoPage vemoId="vemo-1" /> }], "/view-vemo/vemo-1");
}

/** Answers the Vemo, and every edit with `afterEdit` (the Vemo as the server returns it after the change). */
function stubVemo(vemo: VemoDetail, afterEdit: VemoDetail = vemo): ApiCall[] {
  return stubApi((call) => {
    if (call.method === "GET" && call.path === "/api/vemos/vemo-1") return { body: { success: true, data: vemo } };
    if (call.path.startsWith("/api/vemos/vemo-1"))
      return {
        status: call.method === "POST" && call.path.endsWith("/sources") ? 201 : 200,
        body: { success: true, data: afterEdit },
      };
    return undefined;
  });
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole("tab", { name }));
}

describe("editing a Vemo's details", () => {
  beforeEach(() => storeSession());

  it("shows the create form's messages and sends nothing while a field is wrong", async () => {
    const calls = stubVemo(buildVemoDetail());
    renderPage();
    const user = userEvent.setup();
    await openTab("Details");
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Calendly link"), "https://cal.com/acme");
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid Calendly URL (should contain calendly.com)")).toBeInTheDocument();
    expect(screen.getByText("Question cannot be empty")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("saves the title, greeting and reordered questions", async () => {
    const vemo = buildVemoDetail({ suggested_questions: ["First?", "Second?"] });
    const calls = stubVemo(vemo, {
      ...vemo,
      title: "Pricing tour",
      welcomeMessage: "Hello!",
      suggested_questions: ["Second?", "First?"],
    });
    renderPage();
    const user = userEvent.setup();
    await openTab("Details");
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Pricing tour");
    await user.type(screen.getByLabelText("Welcome message"), "Hello!");
    await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      title: "Pricing tour",
      calendlyLink: "",
      welcomeMessage: "Hello!",
      suggestedQuestions: ["Second?", "First?"],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Pricing tour" })).toBeInTheDocument();
  });

  it("shows the welcome demo without anything to edit", async () => {
    stubVemo(buildVemoDetail({ isDemo: true, title: "Welcome to Vemo" }));
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Welcome to Vemo" });
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Overview"]);
    expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
  });
});

describe("editing a Vemo's sources", () => {
  beforeEach(() => storeSession());

  const failedVideo = buildVemoVideo({
    id: "video-1",
    video_url: FILE_VIDEO,
    type: "file",
    status: "failed",
    error: "This video file has no captions. Upload a caption file",
    error_type: "no_captions",
  });
  const website = {
    id: "site-1",
    url: "https://acme.test/docs",
    title: "Website 1",
    order: 1,
    status: "pending" as const,
    error: null,
    error_type: null,
  };

  it("lists each source with its state, and a failure with its reason and advice", async () => {
    stubVemo(buildVemoDetail({ videos: [failedVideo], websites: [website] }));
    renderPage();
    await openTab("Sources");
    const video = screen.getByRole("listitem", { name: `Video ${FILE_VIDEO}` });
    expect(within(video).getByText("Failed")).toBeInTheDocument();
    expect(within(video).getByText("This video file has no captions. Upload a caption file")).toBeInTheDocument();
    expect(within(video).getByText(/upload a caption file for it/)).toBeInTheDocument();
    expect(within(video).getByText("Upload caption file")).toBeInTheDocument();
    const site = screen.getByRole("listitem", { name: "Website https://acme.test/docs" });
    expect(within(site).getByText("Queued")).toBeInTheDocument();
    expect(within(site).queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("retries a failed source and uploads a caption file for a video", async () => {
    const calls = stubVemo(
      buildVemoDetail({ videos: [failedVideo] }),
      buildVemoDetail({ videos: [{ ...failedVideo, status: "pending", error: null }] }),
    );
    renderPage();
    const user = userEvent.setup();
    await openTab("Sources");
    await user.upload(
      screen.getByLabelText("Upload caption file"),
      new File(["WEBVTT\n"], "tour.vtt", { type: "text/vtt" }),
    );
    const upload = calls.find((call) => call.path === "/api/vemos/vemo-1/captions");
    expect((upload?.body as FormData).get("video_url")).toBe(FILE_VIDEO);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Queued")).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === "POST" && call.path === "/api/vemos/vemo-1/sources/video-1/retry"),
    ).toBe(true);
  });

  it("removes a source only once confirmed", async () => {
    const calls = stubVemo(
      buildVemoDetail({ videos: [], websites: [{ ...website, status: "ready" }] }),
      buildVemoDetail({ videos: [], websites: [] }),
    );
    renderPage();
    const user = userEvent.setup();
    await openTab("Sources");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No sources yet. Add a video, a website or a PDF below.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/vemos/vemo-1/sources/site-1");
  });

  it("adds a link checked as on /create", async () => {
    const calls = stubVemo(buildVemoDetail({ videos: [] }));
    renderPage();
    const user = userEvent.setup();
    await openTab("Sources");
    await user.type(screen.getByLabelText("Video link"), "https://dailymotion.com/video/x7");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText(/Only YouTube, Loom and Vimeo links/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Type"), "website");
    await user.clear(screen.getByLabelText("Website link"));
    await user.type(screen.getByLabelText("Website link"), "ftp://acme.test");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("URL must start with http:// or https://")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Website link"));
    await user.type(screen.getByLabelText("Website link"), "https://acme.test/pricing");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByLabelText("Website link");
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/vemos/vemo-1/sources")?.body).toEqual({
      type: "website",
      url: "https://acme.test/pricing",
    });
  });

  it("uploads a chosen PDF, which then shows among the sources with its state", async () => {
    const document = buildVemoDocument({
      id: "doc-1",
      document_id: "doc-1",
      filename: "pricing.pdf",
      status: "pending",
      upload_status: "pending",
    });
    let isUploaded = false;
    const calls = stubApi((call) => {
      if (call.method === "GET" && call.path === "/api/vemos/vemo-1") {
        return {
          body: { success: true, data: buildVemoDetail({ videos: [], documents: isUploaded ? [document] : [] }) },
        };
      }
      if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany({ name: "Acme" })] } };
      if (call.method === "POST" && call.path === "/api/documents/vemo-1/upload") {
        isUploaded = true;
        return { status: 201, body: { success: true, document_id: "doc-1", data: document } };
      }
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    await openTab("Sources");
    const uploadButton = screen.getByRole("button", { name: "Upload documents" });
    expect(uploadButton).toBeDisabled();

    await user.upload(
      screen.getByLabelText("Upload PDF documents"),
      new File(["%PDF-1.7"], "pricing.pdf", { type: "application/pdf" }),
    );
    await user.click(uploadButton);

    const source = await screen.findByRole("listitem", { name: "Document pricing.pdf" });
    expect(within(source).getByText("Queued")).toBeInTheDocument();
    const upload = calls.find((call) => call.path === "/api/documents/vemo-1/upload");
    expect(((upload?.body as FormData).get("file") as File).name).toBe("pricing.pdf");
  });

  it("turns lead capture on at once, and shows why the server refuses it", async () => {
    const vemo = buildVemoDetail();
    const calls = stubVemo(vemo, { ...vemo, lead_capture: true });
    renderPage();
    const user = userEvent.setup();
    await openTab("Details");
    const toggle = screen.getByRole("switch", { name: "Lead capture on the public link" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ leadCapture: true });
    await waitFor(() => expect(screen.getByRole("switch", { name: "Lead capture on the public link" })).toBeChecked());
  });

  it("leaves lead capture off with the upgrade message for a Free plan", async () => {
    const refusal = "Unique links for each prospect require the Pro plan. Please upgrade to continue.";
    stubApi((call) => {
      if (call.method === "GET" && call.path === "/api/vemos/vemo-1")
        return { body: { success: true, data: buildVemoDetail() } };
      if (call.method === "PATCH")
        return { status: 403, body: { success: false, error: refusal, requiresUpgrade: true } };
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    await openTab("Details");
    await user.click(screen.getByRole("switch", { name: "Lead capture on the public link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("switch", { name: "Lead capture on the public link" })).not.toBeChecked();
  });
});

describe("the share page's language", () => {
  beforeEach(() => storeSession());

  it("pins a language for every visitor, and goes back to each visitor's browser", async () => {
    const calls = stubVemo(buildVemoDetail(), buildVemoDetail({ language: "es" }));
    renderPage();
    const user = userEvent.setup();
    await openTab("Details");
    const select = screen.getByLabelText("Share page language");
    expect(select).toHaveValue("browser");
    await user.selectOptions(select, "Español");
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ language: "es" });
    await waitFor(() => expect(screen.getByLabelText("Share page language")).toHaveValue("es"));

    await user.selectOptions(screen.getByLabelText("Share page language"), "Each visitor's browser language");
    expect(calls.filter((call) => call.method === "PATCH").at(-1)?.body).toEqual({ language: null });
  });
});
