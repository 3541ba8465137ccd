import { useEffect, useRef, useState } from "react";
import { t } from "../../lib/viewer-text";
import { AnswerText } from "./answer-text";
import { ChatInput } from "./chat-input";
import type { AskQuestion, ChatMessage, PlayerTarget } from "./chat-messages";
import { SourceChips } from "./source-chips";
import { SuggestedQuestions } from "./suggested-questions";
import { useChat } from "./use-chat";

type ChatPanelProps = {
  heading?: string;
  historyKey: string;
  greeting: string;
  startFresh: boolean;
  suggestedQuestions: readonly string[];
  ask: AskQuestion;
  /** Moves the player: to each answer's moment, and to a moment chip when it is clicked. */
  onAnswer?: (target: PlayerTarget) => void;
};

function MessageItem({ message, onJump }: { message: ChatMessage; onJump?: (target: PlayerTarget) => void }) {
  const isAi = message.sender === "AI";
  return (
    <div
      className={`rounded-xl px-3 py-2 text-sm ${isAi ? "bg-slate-100 text-slate-900" : "ml-8 bg-indigo-600 text-white"}`}
    >
      <p
        className={`mb-1 flex justify-between gap-3 text-xs font-semibold ${isAi ? "text-slate-600" : "text-indigo-100"}`}
      >
        <span>{isAi ? t("chat.ai") : t("chat.you")}</span>
        <time>{message.time}</time>
      </p>
      {isAi ? <AnswerText text={message.text} /> : <p className="whitespace-pre-wrap break-words">{message.text}</p>}
      {isAi && message.sources && <SourceChips chips={message.sources} onJump={onJump} />}
    </div>
  );
}

function TypingIndicator() {
  return (
    <li role="status" aria-label={t("chat.typing")} className="flex w-fit gap-1 rounded-xl bg-slate-100 px-3 py-3">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </li>
  );
}

/** The text to announce: the latest answer that arrived during this visit, not the greeting or the stored history. */
function useNewAnswerAnnouncement(messages: readonly ChatMessage[]): string {
  const [initialCount] = useState(messages.length);
  const latest = messages.at(-1);
  return messages.length > initialCount && latest?.sender === "AI" ? `${t("chat.ai")}: ${latest.text}` : "";
}

/** The AI chat beside the video: messages, suggestions under the first AI message, and the question box. */
export function ChatPanel({
  heading,
  historyKey,
  greeting,
  startFresh,
  suggestedQuestions,
  ask,
  onAnswer,
}: ChatPanelProps) {
  const { messages, isPending, draft, send } = useChat({ historyKey, greeting, startFresh, ask, onAnswer });
  const listRef = useRef<HTMLDivElement>(null);
  const firstAiIndex = messages.findIndex((message) => message.sender === "AI");
  const announcement = useNewAnswerAnnouncement(messages);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isPending, draft]);

  return (
    <section
      aria-label={heading ?? "Chat"}
      className="flex h-full min-h-0 flex-col rounded-xl border border-slate-200 bg-white"
    >
      {heading && (
        <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">{heading}</h2>
      )}
      {/* The log itself stays quiet (aria-live off): a screen reader hears each new answer once, from here. */}
      <p role="status" aria-label={t("chat.newAnswer")} className="sr-only">
        {announcement}
      </p>
      <div
        ref={listRef}
        role="log"
        aria-live="off"
        aria-label={t("chat.messages")}
        className="min-h-0 flex-1 overflow-y-auto p-4"
      >
        <ol className="space-y-3">
          {messages.map((message, index) => (
            <li key={index}>
              <MessageItem message={message} onJump={onAnswer} />
              {index === firstAiIndex && suggestedQuestions.length > 0 && (
                <SuggestedQuestions
                  questions={suggestedQuestions}
                  isDisabled={isPending}
                  onPick={(question) => void send(question)}
                />
              )}
            </li>
          ))}
          {isPending &&
            (draft ? (
              <li aria-busy="true">
                <MessageItem message={{ sender: "AI", text: draft, time: "" }} />
              </li>
            ) : (
              <TypingIndicator />
            ))}
        </ol>
      </div>
      <ChatInput isPending={isPending} onSend={(question) => void send(question)} />
    </section>
  );
}
