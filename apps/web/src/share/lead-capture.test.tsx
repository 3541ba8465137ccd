import { fireEvent, render, screen, waitFor } from "@testing-library/react";
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
) {
  return stubApi((call) => {
    for (const token of [TOKEN, PROSPECT_TOKEN]) {
      const base = `/api/vemos/share/${token}`;
      if (call.path === base) return { body: { success: true, data: vemo } };
      if (call.path === `${base}/suggested-questions`) return { body: { success: true, suggested_questions: [] } };
      if (call.path === `${base}/sessions`) return { body: { success: true, sessionId: `session-of-${token}` } };
      if (call.path === `${base}/chat`)
        return { body: { success: true, answer: "It answers questions.", video_url: null, start: 0, sources: [] } };
    }
    if (call.path === `/api/vemos/share/${TOKEN}/lead`) return lead(call);
    return undefined;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("lead capture on the public link", () => {
  it("asks for name, e-mail and company in place of the chat, with the spec's messages", async () => {
    const calls = answerViewer(VEMO);
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Tell us who you are" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Question" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();

    fill("Name", "Ada Lovelace");
    fill("Email", "ada@");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith("/lead"))).toEqual([]);
    // Nothing is recorded of an anonymous visitor: the view starts once they are known.
    expect(calls.filter((call) => call.path.endsWith("/sessions"))).toEqual([]);
  });

  it("carries on as the prospect: their own link's session and questions, and their link in the address bar", async () => {
    window.history.replaceState(null, "", `/share/${TOKEN}`);
    const calls = answerViewer(VEMO);
    render(<SharePage token={TOKEN} />);
    await screen.findByLabelText("Name");
    fill("Name", "Ada Lovelace");
    fill("Email", "ada@engines.example");
    fill("Company (optional)", "Analytical Engines");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    const input = await screen.findByRole("textbox", { name: "Question" });
    expect(calls.find((call) => call.path.endsWith("/lead"))?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@engines.example",
      company: "Analytical Engines",
    });
    expect(window.location.pathname).toBe(`/share/${PROSPECT_TOKEN}`);
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/vemos/share/${PROSPECT_TOKEN}/sessions`)).toBe(true),
    );

    fireEvent.change(input, { target: { value: "What is this?" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("It answers questions.")).toBeInTheDocument();
    const question = calls.find((call) => call.path.endsWith("/chat"));
    expect(question?.path).toBe(`/api/vemos/share/${PROSPECT_TOKEN}/chat`);
    expect(question?.body).toMatchObject({ question: "What is this?", sessionId: `session-of-${PROSPECT_TOKEN}` });
  });

  it("shows the server's reason when the form is refused", async () => {
    answerViewer(VEMO, () => ({
      status: 429,
      body: { success: false, error: "Too many requests. Please wait a minute and try again." },
    }));
    render(<SharePage token={TOKEN} />);
    await screen.findByLabelText("Name");
    fill("Name", "Ada Lovelace");
    fill("Email", "ada@engines.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a minute and try again.",
    );
    expect(screen.queryByRole("textbox", { name: "Question" })).not.toBeInTheDocument();
  });

  it("goes straight to the chat when lead capture is off", async () => {
    answerViewer({ ...VEMO, leadCapture: false });
    render(<SharePage token={TOKEN} />);
    expect(await screen.findByRole("textbox", { name: "Question" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Tell us who you are" })).not.toBeInTheDocument();
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
