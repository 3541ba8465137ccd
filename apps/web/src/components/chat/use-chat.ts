import { cleanAnswerText, readAnswer } from "@vemo/shared/rules/answer-text";
import type { AnswerMoment, AnswerPayload } from "@vemo/shared/rules/answer-text";
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_MESSAGES, CHAT_TIMEOUT_MS, ChatError } from "./chat-messages";
import type { AskQuestion, ChatMessage, ChatSender } from "./chat-messages";

type UseChatOptions = {
  /** Where the history is kept in browser storage. */
  historyKey: string;
  greeting: string;
  /** Start with the greeting only, replacing any stored history (the preview overlay does). */
  startFresh: boolean;
  ask: AskQuestion;
  /** Called with each answer's moment, to move the player there. */
  onAnswer?: (moment: AnswerMoment) => void;
};

function createMessage(sender: ChatSender, text: string): ChatMessage {
  return { sender, text, time: new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) };
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== "object") return false;
  const { sender, text, time } = value as Record<string, unknown>;
  return (sender === "AI" || sender === "You") && typeof text === "string" && typeof time === "string";
}

function readHistory(historyKey: string): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(historyKey) ?? "[]");
    return Array.isArray(stored) && stored.every(isChatMessage) ? stored : [];
  } catch {
    return [];
  }
}

function saveHistory(historyKey: string, messages: ChatMessage[]): void {
  try {
    localStorage.setItem(historyKey, JSON.stringify(messages));
  } catch {
    // Blocked or full storage: the chat still works, it is just not kept.
  }
}

/** The text to show for an answer; moving the player is best effort and never hides the answer. */
function presentAnswer(payload: AnswerPayload, onAnswer: UseChatOptions["onAnswer"]): string {
  let moment: AnswerMoment;
  let text: string;
  try {
    moment = readAnswer(payload);
    text = cleanAnswerText(moment.text) || CHAT_MESSAGES.noAnswer;
  } catch {
    return CHAT_MESSAGES.displayFailed;
  }
  try {
    onAnswer?.(moment);
  } catch {
    // The player could not follow; the answer still stands.
  }
  return text;
}

async function replyTo(question: string, ask: AskQuestion, onAnswer: UseChatOptions["onAnswer"]): Promise<string> {
  let payload: AnswerPayload;
  try {
    payload = await ask(question, AbortSignal.timeout(CHAT_TIMEOUT_MS));
  } catch (error) {
    return error instanceof ChatError ? error.message : CHAT_MESSAGES.requestFailed;
  }
  return presentAnswer(payload, onAnswer);
}

/** The conversation: messages kept in browser storage, one question at a time. */
export function useChat({ historyKey, greeting, startFresh, ask, onAnswer }: UseChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const stored = startFresh ? [] : readHistory(historyKey);
    return stored.length > 0 ? stored : [createMessage("AI", greeting)];
  });
  const [isPending, setIsPending] = useState(false);
  // Two sends in one tick would both see the old state; the ref blocks the second.
  const isPendingRef = useRef(false);

  useEffect(() => saveHistory(historyKey, messages), [historyKey, messages]);

  const send = useCallback(
    async (input: string) => {
      const question = input.trim();
      if (!question || isPendingRef.current) return;
      isPendingRef.current = true;
      setIsPending(true);
      setMessages((current) => [...current, createMessage("You", question)]);
      const reply = await replyTo(question, ask, onAnswer);
      setMessages((current) => [...current, createMessage("AI", reply)]);
      isPendingRef.current = false;
      setIsPending(false);
    },
    [ask, onAnswer],
  );

  return { messages, isPending, send };
}
