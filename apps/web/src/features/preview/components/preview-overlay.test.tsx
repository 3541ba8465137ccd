import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { Company } from "@vemo/shared/contracts/companies";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildCompany,
  buildSharedVemo,
  buildUser,
  buildVemoDetail,
  buildVemoDocument,
  buildVemoVideo,
  renderRoutes,
  storeSession,
  streamedAnswer,
  stubApi,
} from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { CompanyProvider } from "../../companies/company-context";
import { chatHistoryKey } from "../../vemos/chat-history";
import type { PreviewVemo } from "../preview-vemo";
import { PreviewOverlay } from "./preview-overlay";

const VEMO: PreviewVemo = { id: "vemo-1", title: "Product tour", isDemo: false, share_token: null };

type Setup = {
  company?: Partial<Company>;
  calendlyLink?: string | null;
  extra?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined;
};

function answerOwner(call: ApiCall, company: Partial<Company>, detail: VemoDetail): ApiReply | undefined {
  if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
  if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany(company)] } };
  if (call.path === "/api/vemos/vemo-1") return { body: { success: true, data: detail } };
  if (call.path === "/api/vemos/vemo-1/python-data") {
    return { body: { success: true, data: { video_count: 2, document_count: 1, website_count: 3, chunk_count: 9 } } };
  }
  if (call.path === "/api/vemos/vemo-1/suggested-questions")
    return { body: { success: true, suggested_questions: ["What is Vemo?"] } };
  return undefined;
}

/** The overlay in the dashboard's company context; `extra` answers a call before the defaults do. */
function renderOverlay(
  vemo: PreviewVemo = VEMO,
  { company = {}, calendlyLink = null, extra = () => undefined }: Setup = {},
) {
  storeSession();
  const onClose = vi.fn();
  const detail = buildVemoDetail({
    welcomeMessage: "Welcome to Acme's tour!",
    calendly_link: calendlyLink,
    videos: [buildVemoVideo(), buildVemoVideo({ id: "video-2", video_url: "https://youtu.be/BBBBBBBBBBB" })],
    documents: [buildVemoDocument()],
  });
  const calls = stubApi((call) => extra(call) ?? answerOwner(call, company, detail));
  const element = (
    <CompanyProvider>
      <PreviewOverlay vemo={vemo} onClose={onClose} />
    </CompanyProvider>
  );
  renderRoutes([{ path: "/vemos", element }], "/vemos");
  return { calls, onClose };
}

function buildSharedDemo(calendlyLink: string | null) {
  return buildSharedVemo("welcome-to-vemo", {
    title: "Welcome to Vemo",
    company: { name: "Vemo", display_name: "Vemo" },
    videos: [],
    calendly_link: calendlyLink,
    isDemo: true,
  });
}

/** The plan is known once the organisation has loaded: Book Meeting waits for it. */
async function companyLoaded(calls: ApiCall[]) {
  await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/companies")).toBe(true));
  await vi.waitFor(() => expect(screen.getByRole("button", { name: "Book Meeting" })).toBeEnabled());
}

async function ask(question: string) {
  const input = await screen.findByRole("textbox", { name: "Question" });
  fireEvent.change(input, { target: { value: question } });
  await act(async () => {
    fireEvent.keyDown(input, { key: "Enter" });
  });
}

afterEach(() => vi.restoreAllMocks());

describe("preview overlay", () => {
  it("shows the title, the content counts after loading, and a fresh chat with the Vemo's greeting", async () => {
    localStorage.setItem(
      chatHistoryKey("vemo-1"),
      JSON.stringify([{ sender: "You", text: "Old question", time: "09:00" }]),
    );
    renderOverlay();
    const dialog = screen.getByRole("dialog", { name: "Product tour" });
    expect(within(dialog).getByText("Loading content...")).toBeInTheDocument();

    expect(await screen.findByText("Welcome to Acme's tour!")).toBeInTheDocument();
    const counts = await within(dialog).findByRole("list", { name: "Content counts" });
    expect(
      within(counts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Videos: 2", "Documents: 1", "Websites: 3"]);
    expect(screen.queryByText("Old question")).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(chatHistoryKey("vemo-1")) ?? "[]")).toHaveLength(1);
    expect(screen.getByText("Video 1 of 2")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "What is Vemo?" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo").textContent).toBe("Powered by Vemo AI");
  });

  it("falls back to Vemo Preview as its title, and closes on the close control and Escape", async () => {
    const { onClose } = renderOverlay({ ...VEMO, title: "" });
    const dialog = screen.getByRole("dialog", { name: "Vemo Preview" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close preview" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("leaves out a count it could not read, silently", async () => {
    renderOverlay(VEMO, {
      extra: (call) =>
        call.path.endsWith("/python-data")
          ? { status: 404, body: { success: false, error: "Vemo not found" } }
          : undefined,
    });
    const counts = await screen.findByRole("list", { name: "Content counts" });
    expect(
      within(counts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Videos: 2", "Documents: 1"]);
    expect(await screen.findByText("Welcome to Acme's tour!")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("greets with the standard greeting and shows no videos when the Vemo cannot be read", async () => {
    renderOverlay(VEMO, {
      extra: (call) =>
        call.path === "/api/vemos/vemo-1"
          ? { status: 404, body: { success: false, error: "Vemo not found" } }
          : undefined,
    });
    expect(
      await screen.findByText(
        "Welcome to the Product tour! I'm your AI assistant for this Vemo. I can help you understand the content from the videos and knowledge sources. What would you like to know?",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("No videos available for this Vemo")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks the owner's question endpoint and shows the answer", async () => {
    const { calls } = renderOverlay(VEMO, {
      extra: (call) =>
        call.path === "/api/qa/vemo/vemo-1"
          ? { body: { success: true, answer: "Two videos.", video_url: null, start: 0, sources: [] } }
          : undefined,
    });
    await ask("How many videos?");
    expect(await screen.findByText("Two videos.")).toBeInTheDocument();
    const question = calls.find((call) => call.path === "/api/qa/vemo/vemo-1");
    expect(question?.body).toEqual({ question: "How many videos?" });
    expect(question?.authorization).toBe("Bearer access-token");
  });

  it("streams the answer's text as it is written, then shows the answer with its moment, as the share chat does", async () => {
    const answer = streamedAnswer();
    const { calls } = renderOverlay(VEMO, {
      extra: (call) => (call.path === "/api/qa/vemo/vemo-1" ? answer.reply : undefined),
    });
    await ask("How do I invite a teammate?");
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/qa/vemo/vemo-1")).toBe(true));
    const question = calls.find((call) => call.path === "/api/qa/vemo/vemo-1");
    expect(question?.accept).toContain("text/event-stream");
    expect(question?.authorization).toBe("Bearer access-token");

    await answer.writeInto(screen.getByRole("log"), "https://youtu.be/BBBBBBBBBBB");
    expect(await screen.findByText("Video 2 of 2")).toBeInTheDocument();
  });

  it("ends the session when the token cannot be refreshed", async () => {
    renderOverlay(VEMO, {
      extra: (call) => {
        if (call.path === "/api/qa/vemo/vemo-1")
          return { status: 401, body: { success: false, error: "Invalid or expired token" } };
        if (call.path === "/api/auth/refresh")
          return { status: 401, body: { success: false, error: "Invalid refresh token" } };
        return undefined;
      },
    });
    await ask("Hello?");
    expect(
      await screen.findByText("Your session has expired. Please refresh the page and log in again."),
    ).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });

  it("asks to log in, without sending, when no token is stored", async () => {
    const { calls } = renderOverlay();
    await screen.findByRole("textbox", { name: "Question" });
    localStorage.removeItem("accessToken");
    await ask("Hello?");
    expect(await screen.findByText("Please log in to ask questions.")).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/api/qa/"))).toBe(false);
  });
});

describe("Book Meeting in the overlay", () => {
  it("opens the upgrade modal for a Free plan", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { calls } = renderOverlay(VEMO, { calendlyLink: "https://calendly.com/acme/demo" });
    await companyLoaded(calls);
    fireEvent.click(screen.getByRole("button", { name: "Book Meeting" }));

    const modal = await screen.findByRole("dialog", { name: "Upgrade Required" });
    expect(within(modal).getByText("Calendly Integration")).toBeInTheDocument();
    expect(within(modal).getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "Upgrade Required" })).not.toBeInTheDocument();
  });

  it("opens the Vemo's meeting link in a new tab on a paid plan", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { calls } = renderOverlay(VEMO, {
      company: { subscription_plan: "pro" },
      calendlyLink: "https://calendly.com/acme/demo",
    });
    await companyLoaded(calls);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book Meeting" }));
    });
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith("https://calendly.com/acme/demo", "_blank", "noopener,noreferrer"),
    );
  });

  it("waits for the plan before a click can ask a paid owner to upgrade", async () => {
    let answerCompanies: (reply: ApiReply) => void = () => {};
    const companies = new Promise<ApiReply>((resolve) => (answerCompanies = resolve));
    renderOverlay(VEMO, {
      calendlyLink: "https://calendly.com/acme/demo",
      extra: (call) => (call.path === "/api/companies" ? companies : undefined),
    });
    const button = screen.getByRole("button", { name: "Book Meeting" });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(screen.queryByRole("dialog", { name: "Upgrade Required" })).not.toBeInTheDocument();
    answerCompanies({ body: { success: true, data: [buildCompany({ subscription_plan: "pro" })] } });
    await vi.waitFor(() => expect(button).toBeEnabled());
  });

  it("follows the organisation's Book a Meeting target", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const ctaButtons = {
      ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons,
      targets: {
        ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons.targets,
        book_meeting: { kind: "url" as const, value: "https://acme.example/meet" },
      },
    };
    const { calls } = renderOverlay(VEMO, {
      company: { subscription_plan: "pro" },
      calendlyLink: "https://calendly.com/acme/demo",
      extra: (call) =>
        call.path === "/api/settings"
          ? { body: { success: true, data: { ...DEFAULT_ORGANIZATION_SETTINGS, ctaButtons } } }
          : undefined,
    });
    await companyLoaded(calls);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book Meeting" }));
    });
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith("https://acme.example/meet", "_blank", "noopener,noreferrer"),
    );
  });

  it("shows the missing-link banner for 5 s when the Vemo has no link", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderOverlay(VEMO, { company: { subscription_plan: "pro", subscription_status: "trialing" } });
    await companyLoaded(calls);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book Meeting" }));
    });

    const banner = await screen.findByRole("alert");
    expect(within(banner).getByText("Calendly Link Not Available")).toBeInTheDocument();
    expect(
      within(banner).getByText(
        "The owner hasn't added a Calendly link to this Vemo yet. Please contact them directly to schedule a meeting.",
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText("Calendly Link Not Available")).not.toBeInTheDocument();
  });

  it("lets anyone book from a demo, with the link from its public share link", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const demo = { id: "vemo-1", title: "Welcome to Vemo", isDemo: true, share_token: "welcome-to-vemo" };
    const { calls } = renderOverlay(demo, {
      extra: (call) =>
        call.path === "/api/vemos/share/welcome-to-vemo"
          ? { body: { success: true, data: buildSharedDemo("https://calendly.com/vemo/intro") } }
          : undefined,
    });
    await companyLoaded(calls);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book Meeting" }));
    });
    expect(screen.queryByRole("dialog", { name: "Upgrade Required" })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith("https://calendly.com/vemo/intro", "_blank", "noopener,noreferrer"),
    );
    expect(calls.find((call) => call.path === "/api/vemos/share/welcome-to-vemo")?.authorization).toBeNull();
  });
});
