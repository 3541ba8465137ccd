import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatHistoryKey } from "../features/vemos/chat-history";
import { buildSharedVemo as sharedVemoFor, streamedAnswer, stubApi } from "../test-utils";
import type { ApiCall, ApiReply } from "../test-utils";
import { SharePage } from "./share-page";

const TOKEN = "tok-123";
const buildSharedVemo = (overrides: Partial<SharedVemo> = {}) => sharedVemoFor(TOKEN, overrides);
const DEFAULT_CTA = buildSharedVemo().cta;
const NO_LINK = "No meeting link available for this Vemo.";

/** The share link's API for `vemo`; its viewer session starts once `sessionStarts` has resolved. */
function answerViewer(
  vemo: SharedVemo,
  extra: (call: ApiCall) => ApiReply | undefined = () => undefined,
  sessionStarts: Promise<void> = Promise.resolve(),
) {
  return stubApi(async (call) => {
    const base = `/api/vemos/share/${TOKEN}`;
    if (call.path === base) return { body: { success: true, data: vemo } };
    if (call.path === `${base}/suggested-questions`)
      return { body: { success: true, suggested_questions: ["What is Vemo?"] } };
    if (call.path === `${base}/sessions`) {
      await sessionStarts;
      return { body: { success: true, sessionId: "session-9" } };
    }
    if (call.path === `${base}/sessions/session-9/heartbeat`) return { body: { success: true } };
    return extra(call);
  });
}

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

afterEach(() => {
  vi.restoreAllMocks();
  setVisibility("visible");
});

describe("share page states", () => {
  it("shows the loading state while the Vemo is read", () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    render(<SharePage token={TOKEN} />);
    expect(screen.getByRole("status").textContent).toContain("Loading shared Vemo...");
  });

  it("shows Share Link Not Found with the server's reason for an unknown link", async () => {
    stubApi(() => ({ status: 404, body: { success: false, error: "Share link not found" } }));
    render(<SharePage token="nope" />);
    expect(await screen.findByRole("heading", { name: "Share Link Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Share link not found")).toBeInTheDocument();
    expect(screen.getByText("The share link may have expired or been removed.")).toBeInTheDocument();
  });

  it("says Failed to load shared Vemo when the server fails", async () => {
    stubApi(() => ({ status: 500, body: { success: false, error: "Internal server error" } }));
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByText("Failed to load shared Vemo")).toBeInTheDocument();
  });

  it("shows the expired screen with Upgrade to Restore Access when the owner's plan no longer allows sharing", async () => {
    stubApi(() => ({
      status: 403,
      body: { success: false, error: "This Vemo is no longer shared", subscriptionExpired: true },
    }));
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Vemo No Longer Available" })).toBeInTheDocument();
    expect(screen.getByText(/Public sharing needs a Pro or Enterprise plan/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Restore Access" })).toHaveAttribute("href", "/pricing");
  });

  it("shows Vemo Not Found when the link answers without a Vemo", async () => {
    stubApi(() => ({ body: { success: true } }));
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Vemo Not Found" })).toBeInTheDocument();
    expect(screen.getByText("This Vemo is no longer available.")).toBeInTheDocument();
  });
});

describe("shared viewer", () => {
  it("shows the header, player, chat with the greeting, and the page metadata", async () => {
    answerViewer(buildSharedVemo());
    render(<SharePage token={TOKEN} />);

    expect(await screen.findByRole("heading", { name: "Product tour" })).toBeInTheDocument();
    expect(screen.getByText("Acme Inc")).toBeInTheDocument();
    expect(screen.getByText("Shared Vemo")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ask questions about this Vemo" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Welcome to the Product tour! I'm your AI assistant for this Vemo. I can help you understand the content from the videos and knowledge sources. What would you like to know?",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "What is Vemo?" })).toBeInTheDocument();
    // The video's kind ("YouTube") is for the owner's preview, not for prospects.
    expect(screen.getByRole("region", { name: "Video player" })).toBeInTheDocument();
    expect(screen.queryByText("YouTube")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vemo" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo").textContent).toBe("Powered by Vemo AI");

    expect(document.title).toBe("Product tour - Acme Inc | Vemo");
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
      "Product tour - Acme Inc | Vemo",
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(
      "Watch Product tour from Acme Inc",
    );
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute("content")).toContain(
      "Watch Product tour from Acme Inc",
    );
  });

  it("greets with the Vemo's welcome message when it has one", async () => {
    answerViewer(buildSharedVemo({ welcomeMessage: "Hello from Acme!" }));
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByText("Hello from Acme!")).toBeInTheDocument();
  });

  it("keeps its own chat, apart from the owner's preview of the same Vemo in this browser", async () => {
    const vemo = buildSharedVemo();
    const previewChat = [{ sender: "You", text: "A question asked in the owner's preview", time: "08:03 AM" }];
    localStorage.setItem(chatHistoryKey(vemo.id), JSON.stringify(previewChat));
    answerViewer(vemo);
    render(<SharePage token={TOKEN} />);

    expect(await screen.findByText(/Welcome to the Product tour!/)).toBeInTheDocument();
    expect(screen.queryByText("A question asked in the owner's preview")).not.toBeInTheDocument();
  });

  const answerChat = (call: ApiCall): ApiReply | undefined =>
    call.path === `/api/vemos/share/${TOKEN}/chat`
      ? { body: { success: true, answer: "It answers questions.", video_url: null, start: 0, sources: [] } }
      : undefined;

  it("starts a viewer session, sends questions with it, and reports while visible", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerViewer(buildSharedVemo(), answerChat);
    render(<SharePage token={TOKEN} />);
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith("/sessions"))).toBe(true));

    const input = await screen.findByRole("textbox", { name: "Question" });
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === "POST" && call.path.endsWith("/sessions"))).toHaveLength(1),
    );
    fireEvent.change(input, { target: { value: "What is Vemo?" } });
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    expect(await within(screen.getByRole("log")).findByText("It answers questions.")).toBeInTheDocument();
    const visitorId = localStorage.getItem("vemoVisitorId");
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.find((call) => call.path.endsWith("/sessions"))?.body).toEqual({ visitorId });
    expect(calls.find((call) => call.path.endsWith("/chat"))?.body).toEqual({
      question: "What is Vemo?",
      sessionId: "session-9",
      visitorId,
    });

    const heartbeats = () => calls.filter((call) => call.path.endsWith("/heartbeat")).length;
    setVisibility("visible");
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(heartbeats()).toBe(1);
    setVisibility("hidden");
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(heartbeats()).toBe(1);
  });

  it("sends a question asked while the session is still starting with that session, once it has started", async () => {
    let startSession = () => {};
    const sessionStarts = new Promise<void>((resolve) => (startSession = resolve));
    const calls = answerViewer(buildSharedVemo(), answerChat, sessionStarts);
    render(<SharePage token={TOKEN} />);

    const input = await screen.findByRole("textbox", { name: "Question" });
    fireEvent.change(input, { target: { value: "What is Vemo?" } });
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    await act(async () => startSession());
    expect(await within(screen.getByRole("log")).findByText("It answers questions.")).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/chat"))?.body).toMatchObject({
      question: "What is Vemo?",
      sessionId: "session-9",
    });
  });
});

describe("a streamed answer", () => {
  it("shows the text as it is written, then the answer with its moment, asking for a stream", async () => {
    const answer = streamedAnswer();
    const calls = answerViewer(buildSharedVemo(), (call) =>
      call.path === `/api/vemos/share/${TOKEN}/chat` ? answer.reply : undefined,
    );
    render(<SharePage token={TOKEN} />);
    const input = await screen.findByRole("textbox", { name: "Question" });
    fireEvent.change(input, { target: { value: "How do I invite a teammate?" } });
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith("/chat"))).toBe(true));
    expect(calls.find((call) => call.path.endsWith("/chat"))?.accept).toContain("text/event-stream");

    await answer.writeInto(screen.getByRole("log"), "https://youtu.be/AAAAAAAAAAA");
    expect(input).not.toBeDisabled();
  });
});

describe("CTA buttons", () => {
  // A CTA with somewhere to go is a link, one without is a button that says so.
  const ctaNames = () =>
    screen.queryAllByText(/^(Book a Meeting|Contact Sales|Request Demo)$/).map((cta) => cta.textContent);

  // Contact Sales with an address of its own, so both buttons have somewhere different to go.
  const OWN_TARGETS = { book_meeting: null, contact_sales: "mailto:sales@acme.example", request_demo: null };

  async function renderViewer(cta: Partial<SharedVemo["cta"]>, extra?: (call: ApiCall) => ApiReply | undefined) {
    const calls = answerViewer(buildSharedVemo({ cta: { ...DEFAULT_CTA, ...cta } }), extra);
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Product tour" })).toBeInTheDocument();
    return calls;
  }

  it("shows only the primary by default, where both buttons would lead to the same place", async () => {
    await renderViewer({});
    expect(ctaNames()).toEqual(["Book a Meeting"]);
    expect(screen.queryByRole("button", { name: "Book Meeting" })).not.toBeInTheDocument();
  });

  it("shows the primary then the secondary at once when each has its own destination", async () => {
    await renderViewer({ links: OWN_TARGETS });
    expect(ctaNames()).toEqual(["Book a Meeting", "Contact Sales"]);
  });

  it("labels the chosen actions", async () => {
    await renderViewer({
      primary: "request_demo",
      secondary: "book_meeting",
      links: { ...OWN_TARGETS, request_demo: "https://acme.example/demo" },
    });
    expect(ctaNames()).toEqual(["Request Demo", "Book a Meeting"]);
  });

  it("shows the action once when primary and secondary are the same", async () => {
    await renderViewer({ primary: "contact_sales", secondary: "contact_sales" });
    expect(ctaNames()).toEqual(["Contact Sales"]);
  });

  it("shows no CTA buttons when they are disabled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderViewer({ enabled: false, showAfter: "after_1_minute" });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(ctaNames()).toEqual([]);
  });

  it("shows them after one minute on the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderViewer({ showAfter: "after_1_minute", links: OWN_TARGETS });
    expect(ctaNames()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(ctaNames()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(ctaNames()).toEqual(["Book a Meeting", "Contact Sales"]);
  });

  it("shows them once the viewer's first question is answered", async () => {
    await renderViewer({ showAfter: "after_interaction", links: OWN_TARGETS }, (call) =>
      call.path === `/api/vemos/share/${TOKEN}/chat`
        ? { body: { success: true, answer: "It answers questions.", video_url: null, start: 0, sources: [] } }
        : undefined,
    );
    expect(ctaNames()).toEqual([]);
    const input = await screen.findByRole("textbox", { name: "Question" });
    fireEvent.change(input, { target: { value: "What is Vemo?" } });
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    expect(await within(screen.getByRole("log")).findByText("It answers questions.")).toBeInTheDocument();
    expect(ctaNames()).toEqual(["Book a Meeting", "Contact Sales"]);
  });

  it("leads each CTA to its own target: a web page in a new tab, or an e-mail", async () => {
    const links = {
      book_meeting: "https://calendly.com/acme/demo",
      contact_sales: "mailto:sales@acme.example",
      request_demo: "https://acme.example/demo",
    };
    await renderViewer({ primary: "request_demo", secondary: "contact_sales", links });
    const demo = screen.getByRole("link", { name: "Request Demo" });
    expect(demo).toHaveAttribute("href", "https://acme.example/demo");
    expect(demo).toHaveAttribute("target", "_blank");
    expect(demo).toHaveAttribute("rel", "noopener noreferrer");
    const sales = screen.getByRole("link", { name: "Contact Sales" });
    expect(sales).toHaveAttribute("href", "mailto:sales@acme.example");
    expect(sales).not.toHaveAttribute("target");
  });

  it("says there is no meeting link for 5 s", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await renderViewer({});
    // Only fake time from here, so no real time slips into the 5 s.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Book a Meeting" }));

    expect(screen.getByText(NO_LINK)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.getByText(NO_LINK)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(NO_LINK)).not.toBeInTheDocument();
  });
});
