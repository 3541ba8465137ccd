import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSharedVemo, stubApi } from "../test-utils";
import type { ApiCall, ApiReply } from "../test-utils";
import { SharePage } from "./share-page";

const TOKEN = "public-tok";
const PROSPECT_TOKEN = "ada-tok";

const VEMO = buildSharedVemo(TOKEN, { leadCapture: true });

function answerViewer(
  vemo: SharedVemo,
  lead: (call: ApiCall) => ApiReply = () => ({ body: { success: true, shareToken: PROSPECT_TOKEN } }),
  verify: (call: ApiCall) => ApiReply | undefined = () => undefined,
) {
  return stubApi((call) => {
    for (const token of [TOKEN, PROSPECT_TOKEN]) {
      const base = `/api/vemos/share/${token}`;
      if (call.path === base) return { body: { success: true, data: vemo } };
      if (call.path === `${base}/suggested-questions`)
        return { body: { success: true, suggested_questions: SUGGESTIONS } };
      if (call.path === `${base}/sessions`) return { body: { success: true, sessionId: `session-of-${token}` } };
      if (call.path === `${base}/chat`)
        return { body: { success: true, answer: "It answers questions.", video_url: null, start: 0, sources: [] } };
    }
    if (call.path === `/api/vemos/share/${TOKEN}/lead`) return lead(call);
    if (call.path === `/api/vemos/share/${TOKEN}/lead/verify`) return verify(call);
    return undefined;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const SUGGESTIONS = ["What does it cost?", "How do I start?"];

/** Types a question and sends it, as a visitor does. */
async function ask(question: string) {
  const input = await screen.findByRole("textbox", { name: "Question" });
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("lead capture on the public link", () => {
  it("shows the greeting, suggestions and question box first, and asks for the details at the first question", async () => {
    const calls = answerViewer(VEMO);
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByText(/^Welcome to the Product tour!/)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: SUGGESTIONS[0] })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Video player" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await ask("What is this?");
    const dialog = await screen.findByRole("dialog", { name: "Tell us who you are" });
    expect(within(dialog).getByText("Enter your details to ask questions about this Vemo.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();

    fill("Name", "Ada Lovelace");
    fill("Email", "ada@");
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith("/lead"))).toEqual([]);
    // Nothing is recorded of an anonymous visitor: no view, no question, until they are known.
    expect(calls.filter((call) => call.path.endsWith("/sessions") || call.path.endsWith("/chat"))).toEqual([]);
  });

  it("then answers that question as the prospect: their own link's session, and their link in the address bar", async () => {
    window.history.replaceState(null, "", `/share/${TOKEN}`);
    const calls = answerViewer(VEMO);
    render(<SharePage token={TOKEN} />);
    fireEvent.click(await screen.findByRole("button", { name: SUGGESTIONS[1] }));
    await screen.findByRole("dialog", { name: "Tell us who you are" });
    fill("Name", "Ada Lovelace");
    fill("Email", "ada@engines.example");
    fill("Company (optional)", "Analytical Engines");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("It answers questions.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/lead"))?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@engines.example",
      company: "Analytical Engines",
    });
    expect(window.location.pathname).toBe(`/share/${PROSPECT_TOKEN}`);
    const question = calls.find((call) => call.path.endsWith("/chat"));
    expect(question?.path).toBe(`/api/vemos/share/${PROSPECT_TOKEN}/chat`);
    expect(question?.body).toMatchObject({ question: SUGGESTIONS[1], sessionId: `session-of-${PROSPECT_TOKEN}` });
    expect(calls.filter((call) => call.path === `/api/vemos/share/${TOKEN}/sessions`)).toEqual([]);

    // Known now: the next question goes straight through.
    await ask("And the price?");
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith("/chat"))).toHaveLength(2));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("answers in the chat when the visitor closes the form, and asks again at the next question", async () => {
    const calls = answerViewer(VEMO);
    render(<SharePage token={TOKEN} />);
    await ask("What is this?");
    fireEvent.keyDown(await screen.findByRole("dialog", { name: "Tell us who you are" }), { key: "Escape" });
    expect(
      await within(screen.getByRole("log")).findByText("Enter your details to ask questions about this Vemo."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith("/chat"))).toEqual([]);

    await ask("What is this?");
    expect(await screen.findByRole("dialog", { name: "Tell us who you are" })).toBeInTheDocument();
  });

  it("shows the server's reason when the form is refused", async () => {
    answerViewer(VEMO, () => ({
      status: 429,
      body: { success: false, error: "Too many requests. Please wait a minute and try again." },
    }));
    render(<SharePage token={TOKEN} />);
    await ask("What is this?");
    await screen.findByRole("dialog", { name: "Tell us who you are" });
    fill("Name", "Ada Lovelace");
    fill("Email", "ada@engines.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a minute and try again.",
    );
    expect(screen.getByRole("dialog", { name: "Tell us who you are" })).toBeInTheDocument();
  });

  it("never asks when lead capture is off", async () => {
    const calls = answerViewer({ ...VEMO, leadCapture: false });
    render(<SharePage token={TOKEN} />);
    await ask("What is this?");
    expect(await screen.findByText("It answers questions.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/chat"))?.path).toBe(`/api/vemos/share/${TOKEN}/chat`);
  });
});

describe("the e-mail check on a link that asks for it", () => {
  it("asks for the e-mailed code, refuses a wrong one and carries on as the prospect with the right one", async () => {
    window.history.replaceState(null, "", `/share/${TOKEN}`);
    const calls = answerViewer(
      VEMO,
      () => ({ body: { success: true, codeSent: true } }),
      (call) =>
        (call.body as { code: string }).code === "424242"
          ? { body: { success: true, shareToken: PROSPECT_TOKEN } }
          : { status: 403, body: { success: false, error: "That code is not right. Please try again." } },
    );
    render(<SharePage token={TOKEN} />);
    await ask("What is this?");
    const dialog = await screen.findByRole("dialog", { name: "Tell us who you are" });
    fill("Name", "Ada Lovelace");
    fill("Email", "ada@engines.example");
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(
      await within(dialog).findByText("We sent a six-digit code to ada@engines.example. Enter it to continue."),
    ).toBeInTheDocument();
    fill("Code", "12");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Enter the six digits of the code");

    fill("Code", "000000");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That code is not right. Please try again.");

    fill("Code", "424242");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("It answers questions.")).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/share/${PROSPECT_TOKEN}`);
    expect(calls.filter((call) => call.path.endsWith("/lead/verify")).map((call) => call.body)).toEqual([
      { email: "ada@engines.example", code: "000000" },
      { email: "ada@engines.example", code: "424242" },
    ]);
  });
});

describe("embed mode", () => {
  it("shows the player and the chat without the header and footer", async () => {
    answerViewer({ ...VEMO, leadCapture: false });
    render(<SharePage token={TOKEN} isEmbedded />);
    expect(await screen.findByRole("textbox", { name: "Question" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Video player" })).toBeInTheDocument();
    expect(screen.queryByText("Shared Vemo")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Product tour" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});
