import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { AnswerPayload } from "@vemo/shared/rules/answer-text";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "./chat-panel";
import { ChatError } from "./chat-messages";
import type { AskQuestion } from "./chat-messages";

const HISTORY_KEY = "vemo-chat-vemo-1";
const GREETING = "Hi! Ask me anything about the tour.";
const SUGGESTIONS = [
  "What is Vemo?",
  "How do I share?",
  "What does Pro cost?",
  "Can I upload PDFs?",
  "Who made this?",
  "Is there an API?",
];

const answer = (overrides: Partial<AnswerPayload> = {}): AnswerPayload => ({
  answer: "Pro costs 29.9 dollars.",
  video_url: null,
  start: 0,
  sources: [],
  ...overrides,
});

function renderChat(
  options: { ask?: AskQuestion; startFresh?: boolean; onAnswer?: () => void; suggestions?: string[] } = {},
) {
  const ask = options.ask ?? vi.fn<AskQuestion>().mockResolvedValue(answer());
  render(
    <ChatPanel
      heading="Ask questions about this Vemo"
      historyKey={HISTORY_KEY}
      greeting={GREETING}
      startFresh={options.startFresh ?? false}
      suggestedQuestions={options.suggestions ?? SUGGESTIONS}
      ask={ask}
      onAnswer={options.onAnswer}
    />,
  );
  return ask;
}

const input = () => screen.getByRole("textbox", { name: "Question" }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole("button", { name: "Send" });
const log = () => screen.getByRole("log", { name: "Chat messages" });

async function ask(question: string) {
  fireEvent.change(input(), { target: { value: question } });
  await act(async () => {
    fireEvent.keyDown(input(), { key: "Enter" });
  });
}

afterEach(() => vi.restoreAllMocks());

describe("sending", () => {
  it("starts with the greeting, sends on Enter, clears the input and shows the answer", async () => {
    const askQuestion = renderChat();
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(input().placeholder).toBe("Ask a question about this Vemo...");

    await ask("  What does Pro cost?  ");
    expect(askQuestion).toHaveBeenCalledWith("What does Pro cost?", expect.any(AbortSignal), expect.any(Function));
    expect(input().value).toBe("");
    expect(within(log()).getByText("What does Pro cost?", { selector: "p" })).toBeInTheDocument();
    expect(within(log()).getByText("Pro costs 29.9 dollars.")).toBeInTheDocument();
    expect(within(log()).getAllByText("AI")).toHaveLength(2);
    expect(within(log()).getByText("You")).toBeInTheDocument();
  });

  it("adds a new line on Shift+Enter instead of sending", () => {
    const askQuestion = renderChat();
    fireEvent.change(input(), { target: { value: "First line" } });
    expect(fireEvent.keyDown(input(), { key: "Enter", shiftKey: true })).toBe(true);
    expect(askQuestion).not.toHaveBeenCalled();
  });

  it("disables Send while the text is empty and while an answer is pending, with a typing indicator", async () => {
    let reply: (value: AnswerPayload) => void = () => {};
    const askQuestion = renderChat({ ask: vi.fn<AskQuestion>(() => new Promise((resolve) => (reply = resolve))) });
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    fireEvent.change(input(), { target: { value: "   " } });
    expect(sendButton().hasAttribute("disabled")).toBe(true);

    await ask("Is there a trial?");
    expect(screen.getByRole("status", { name: "AI is typing" })).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: "Another one" } });
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(askQuestion).toHaveBeenCalledTimes(1);

    await act(async () => reply(answer({ answer: "Yes, 7 days." })));
    expect(screen.queryByRole("status", { name: "AI is typing" })).not.toBeInTheDocument();
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("gives each question 30 s", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    renderChat();
    await ask("Hello?");
    expect(timeout).toHaveBeenCalledWith(30000);
  });

  it("grows the input with its text up to 120 px", () => {
    renderChat();
    Object.defineProperty(input(), "scrollHeight", { configurable: true, value: 64 });
    fireEvent.change(input(), { target: { value: "two\nlines" } });
    expect(input().style.height).toBe("64px");
    Object.defineProperty(input(), "scrollHeight", { configurable: true, value: 300 });
    fireEvent.change(input(), { target: { value: "many\nmany\nlines" } });
    expect(input().style.height).toBe("120px");
  });

  it("shows the cleaned answer with its links and passes its moment on", async () => {
    const onAnswer = vi.fn();
    renderChat({
      ask: vi.fn<AskQuestion>().mockResolvedValue(
        answer({
          answer: "**Setup** is in the guide (page 2). See https://vemo.test/docs.",
          video_url: "https://cdn.test/setup.mp4",
          start: "40",
        }),
      ),
      onAnswer,
    });
    await ask("Where is setup?");
    expect(onAnswer).toHaveBeenCalledWith({
      text: expect.any(String),
      videoUrl: "https://cdn.test/setup.mp4",
      start: 40,
    });
    const link = within(log()).getByRole("link", { name: "https://vemo.test/docs" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.closest("p")?.textContent).toBe("Setup is in the guide. See https://vemo.test/docs.");
  });
});

describe("sources of an answer", () => {
  const TOUR = "https://cdn.test/tour.mp4";
  const SETUP = "https://cdn.test/setup.mp4";
  const cited = answer({
    answer: "Open Create Vemo in the side menu.",
    video_url: TOUR,
    start: 10,
    sources: [
      { source_type: "video", url: TOUR, start_timestamp: 10 },
      { source_type: "video", url: SETUP, start_timestamp: 68 },
      { source_type: "pdf", url: "https://files.test/guide.pdf", start_timestamp: null, page: 2 },
      { source_type: "website", url: "https://acme.test/pricing", start_timestamp: null, title: "Plans and pricing" },
    ],
  });
  const chips = () => within(log()).getByRole("list", { name: "Sources" });

  it("shows a chip per cited moment and document under the answer", async () => {
    renderChat({ ask: vi.fn<AskQuestion>().mockResolvedValue(cited) });
    await ask("How do I create a Vemo?");
    expect(
      within(chips())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["▶ 0:10", "▶ 1:08", "PDF p. 2", "Plans and pricing"]);
    const pdf = within(chips()).getByRole("link", { name: "PDF p. 2" });
    expect(pdf).toHaveAttribute("href", "https://files.test/guide.pdf#page=2");
    expect(pdf).toHaveAttribute("target", "_blank");
    expect(within(chips()).getByRole("link", { name: "Plans and pricing" })).toHaveAttribute(
      "href",
      "https://acme.test/pricing",
    );
  });

  it("moves the player to a moment chip's video and second through the answer's callback", async () => {
    const onAnswer = vi.fn();
    renderChat({ ask: vi.fn<AskQuestion>().mockResolvedValue(cited), onAnswer });
    await ask("How do I create a Vemo?");
    expect(onAnswer).toHaveBeenCalledTimes(1);
    fireEvent.click(within(chips()).getByRole("button", { name: "Play from 1:08" }));
    expect(onAnswer).toHaveBeenLastCalledWith({ videoUrl: SETUP, start: 68 });
  });

  it("keeps the player where it is for an answer from documents alone, and for a declined question", async () => {
    const onAnswer = vi.fn();
    const fromGuide = answer({
      answer: "Pro costs 29 dollars.",
      sources: [{ source_type: "pdf", url: "vemo-guide.pdf", start_timestamp: null, page: 2 }],
    });
    const declined = answer({ answer: "I couldn't find that in this demo's videos and documents." });
    renderChat({
      ask: vi.fn<AskQuestion>().mockResolvedValueOnce(fromGuide).mockResolvedValueOnce(declined),
      onAnswer,
    });
    await ask("What does Pro cost?");
    expect(within(chips()).getByText("PDF p. 2").tagName).toBe("SPAN");
    await ask("Do you integrate with Salesforce?");
    expect(within(log()).getByText("I couldn't find that in this demo's videos and documents.")).toBeInTheDocument();
    expect(within(log()).getAllByRole("list", { name: "Sources" })).toHaveLength(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("keeps the chips in the stored conversation", async () => {
    renderChat({ ask: vi.fn<AskQuestion>().mockResolvedValue(cited) });
    await ask("How do I create a Vemo?");
    cleanup();
    renderChat();
    expect(within(chips()).getAllByRole("listitem")).toHaveLength(4);
  });
});

describe("suggested questions", () => {
  it("shows 4 chips under the first AI message, then all after More...", () => {
    renderChat();
    const chips = screen.getByRole("list", { name: "Suggested questions" });
    expect(screen.getByText("Suggested questions:")).toBeInTheDocument();
    expect(
      within(chips)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([...SUGGESTIONS.slice(0, 4), "More..."]);

    fireEvent.click(within(chips).getByRole("button", { name: "More..." }));
    expect(
      within(chips)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(SUGGESTIONS);
  });

  it("sends a chip as the question", async () => {
    const askQuestion = renderChat();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "How do I share?" }));
    });
    expect(askQuestion).toHaveBeenCalledWith("How do I share?", expect.any(AbortSignal), expect.any(Function));
  });

  it("shows no More... chip for 4 or fewer suggestions", () => {
    renderChat({ suggestions: SUGGESTIONS.slice(0, 3) });
    expect(screen.getAllByRole("button", { name: /\?$/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "More..." })).not.toBeInTheDocument();
  });

  it("shows no suggestions block without suggestions", () => {
    renderChat({ suggestions: [] });
    expect(screen.queryByText("Suggested questions:")).not.toBeInTheDocument();
  });
});

describe("error messages", () => {
  it.each([
    [
      "a failed request",
      vi.fn<AskQuestion>().mockRejectedValue(new Error("500")),
      "Sorry, I encountered an error while processing your request. Please try again.",
    ],
    [
      "an expired session",
      vi
        .fn<AskQuestion>()
        .mockRejectedValue(new ChatError("Your session has expired. Please refresh the page and log in again.")),
      "Your session has expired. Please refresh the page and log in again.",
    ],
    [
      "a missing sign-in",
      vi.fn<AskQuestion>().mockRejectedValue(new ChatError("Please log in to ask questions.")),
      "Please log in to ask questions.",
    ],
    [
      "an answer that cannot be read",
      vi.fn<AskQuestion>().mockResolvedValue(null as unknown as AnswerPayload),
      "I found an answer but there was an error displaying it. Please try again.",
    ],
    [
      "no answer text",
      vi.fn<AskQuestion>().mockResolvedValue(answer({ answer: "" })),
      "Sorry, I could not find an answer.",
    ],
  ])("answers %s with the catalogue's message", async (_case, askQuestion, message) => {
    renderChat({ ask: askQuestion });
    await ask("Anything?");
    expect(within(log()).getByText(message)).toBeInTheDocument();
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    fireEvent.change(input(), { target: { value: "Again" } });
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("still shows the answer when moving the player fails", async () => {
    renderChat({
      onAnswer: () => {
        throw new Error("no player");
      },
    });
    await ask("Price?");
    expect(within(log()).getByText("Pro costs 29.9 dollars.")).toBeInTheDocument();
  });
});

describe("history", () => {
  const stored = () =>
    JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "null") as { sender: string; text: string; time: string }[];

  it("saves the messages whenever they change, with short local times", async () => {
    renderChat();
    expect(stored().map((message) => message.text)).toEqual([GREETING]);
    await ask("What does Pro cost?");
    expect(stored().map((message) => [message.sender, message.text])).toEqual([
      ["AI", GREETING],
      ["You", "What does Pro cost?"],
      ["AI", "Pro costs 29.9 dollars."],
    ]);
    expect(stored()[1]?.time).toMatch(/\d{1,2}:\d{2}/);
  });

  it("continues a stored conversation", () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ sender: "You", text: "Earlier question", time: "09:15" }]));
    renderChat();
    expect(screen.getByText("Earlier question")).toBeInTheDocument();
    expect(screen.getByText("09:15")).toBeInTheDocument();
  });

  it("greets a returning visitor with today's greeting, keeping the rest of their conversation", () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([
        { sender: "AI", text: "Last week's welcome", time: "09:14" },
        { sender: "You", text: "Earlier question", time: "09:15" },
      ]),
    );
    renderChat();
    expect(screen.queryByText("Last week's welcome")).not.toBeInTheDocument();
    expect(log()).toHaveTextContent(GREETING);
    expect(screen.getByText("Earlier question")).toBeInTheDocument();
    expect(stored().map((message) => message.text)).toEqual([GREETING, "Earlier question"]);
  });

  it("clears the stored history when starting fresh", () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ sender: "You", text: "Earlier question", time: "09:15" }]));
    renderChat({ startFresh: true });
    expect(screen.queryByText("Earlier question")).not.toBeInTheDocument();
    expect(stored().map((message) => message.text)).toEqual([GREETING]);
  });
});

describe("screen readers", () => {
  const announcement = () => screen.getByRole("status", { name: "New answer" });

  it("announce each new answer, not the greeting", async () => {
    renderChat({ startFresh: true });
    expect(announcement()).toBeEmptyDOMElement();

    await ask("What does Pro cost?");
    expect(announcement()).toHaveTextContent("AI: Pro costs 29.9 dollars.");
  });
});
