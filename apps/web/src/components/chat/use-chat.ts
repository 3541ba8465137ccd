import { cleanAnswerText, movesPlayer, readAnswer, readSourceChips } from "@vemo/shared/rules/answer-text";
import type { AnswerMoment, AnswerPayload, SourceChip } from "@vemo/shared/rules/answer-text";
import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "../../lib/viewer-text";
import { CHAT_TIMEOUT_MS, ChatError } from "./chat-messages";
import type { AskQuestion, ChatMessage, ChatSender, PlayerTarget } from "./chat-messages";

type UseChatOptions = {
  /** Where the history is kept in browser storage. */
  historyKey: string;
  greeting: string;
  /** Start with the greeting only, replacing any stored history (the preview overlay does). */
  startFresh: boolean;
  ask: AskQuestion;
  /** Called with the moment of each answer that names one, to move the player there. */
  onAnswer?: (target: PlayerTarget) => void;
};

type Reply = { text: string; sources: SourceChip[] };

function createMessage(sender: ChatSender, text: string, sources: SourceChip[] = []): ChatMessage {
  const message: ChatMessage = {
    sender,
    text,
    time: new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }),
  };
  if (sources.length > 0) message.sources = sources;
  return message;
}

function isSourceChip(value: unknown): value is SourceChip {
  if (value === null || typeof value !== "object") return false;
  const chip = value as Record<string, unknown>;
  if (typeof chip.label !== "string") return false;
  if (chip.kind === "moment") return typeof chip.videoUrl === "string" && typeof chip.start === "number";
  return chip.kind === "document" && (chip.href === null || typeof chip.href === "string");
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== "object") return false;
  const { sender, text, time, sources } = value as Record<string, unknown>;
  const hasReadableSources = sources === undefined || (Array.isArray(sources) && sources.every(isSourceChip));
  return (
    (sender === "AI" || sender === "You") && typeof text === "string" && typeof time === "string" && hasReadableSources
  );
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

/**
 * The text and source chips to show for an answer. The player moves only for an answer that names a moment: a
 * declined question or an answer from documents alone keeps the viewer's place. Moving the player is best effort
 * and never hides the answer.
 */
function presentAnswer(payload: AnswerPayload, onAnswer: UseChatOptions["onAnswer"]): Reply {
  let moment: AnswerMoment;
  let reply: Reply;
  try {
    moment = readAnswer(payload, t("chat.noAnswer"));
    reply = { text: cleanAnswerText(moment.text) || t("chat.noAnswer"), sources: readSourceChips(payload.sources) };
  } catch {
    return { text: t("chat.displayFailed"), sources: [] };
  }
  try {
    if (movesPlayer(moment)) onAnswer?.(moment);
  } catch {
    // The player could not follow; the answer still stands.
  }
  return reply;
}

async function replyTo(
  question: string,
  ask: AskQuestion,
  onAnswer: UseChatOptions["onAnswer"],
  onText: (textSoFar: string) => void,
): Promise<Reply> {
  let payload: AnswerPayload;
  try {
    payload = await ask(question, AbortSignal.timeout(CHAT_TIMEOUT_MS), onText);
  } catch (error) {
    return { text: error instanceof ChatError ? error.message : t("chat.requestFailed"), sources: [] };
  }
  return presentAnswer(payload, onAnswer);
}

/**
 * The conversation: messages kept in browser storage, one question at a time. `draft` is the text of an answer still
 * being written (a streamed answer); the answer replaces it when it is complete.
 */
export function useChat({ historyKey, greeting, startFresh, ask, onAnswer }: UseChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const [first, ...rest] = startFresh ? [] : readHistory(historyKey);
    if (!first) return [createMessage("AI", greeting)];
    // A stored conversation opens with the greeting of its time: show today's, which the owner may have changed since.
    return first.sender === "AI" ? [{ ...first, text: greeting }, ...rest] : [first, ...rest];
  });
  const [isPending, setIsPending] = useState(false);
  const [draft, setDraft] = useState("");
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
      const reply = await replyTo(question, ask, onAnswer, (text) => setDraft(cleanAnswerText(text)));
      setDraft("");
      setMessages((current) => [...current, createMessage("AI", reply.text, reply.sources)]);
      isPendingRef.current = false;
      setIsPending(false);
    },
    [ask, onAnswer],
  );

  return { messages, isPending, draft, send };
}
