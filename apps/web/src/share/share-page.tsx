import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { useCallback, useEffect, useState } from "react";
import { ChatPanel } from "../components/chat/chat-panel";
import { greetingFor } from "../components/chat/chat-messages";
import { VideoPlayer } from "../components/player/video-player";
import { useVideoPlayer } from "../components/player/use-video-player";
import { PoweredBy } from "../components/powered-by";
import { chatHistoryKey } from "../features/vemos/chat-history";
import { applyPageMeta, companyName } from "./page-meta";
import { askSharedVemo } from "./share-api";
import { ShareCtas } from "./share-ctas";
import { ExpiredScreen, LinkNotFoundScreen, LoadingScreen, VemoNotFoundScreen } from "./share-screens";
import { useSharedVemo, useSuggestedQuestions } from "./use-shared-vemo";
import { useViewerSession } from "./use-viewer-session";

function SharedViewer({ token, vemo }: { token: string; vemo: SharedVemo }) {
  const sessionId = useViewerSession(token);
  const suggestedQuestions = useSuggestedQuestions(token);
  const player = useVideoPlayer(vemo.videos);
  // "Show CTA After: After Interaction" waits for the first answer.
  const [hasAnswer, setHasAnswer] = useState(false);
  const ask = useCallback(
    async (question: string, signal: AbortSignal) => {
      const answer = await askSharedVemo({ token, question, sessionId, signal });
      setHasAnswer(true);
      return answer;
    },
    [token, sessionId],
  );

  useEffect(() => applyPageMeta(vemo), [vemo]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">{companyName(vemo)}</p>
            <h1 className="truncate text-xl font-semibold text-slate-900">{vemo.title}</h1>
          </div>
          <div className="flex items-start gap-3">
            <span className="mt-2 rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700">Shared Vemo</span>
            <ShareCtas cta={vemo.cta} hasAnswer={hasAnswer} />
          </div>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <VideoPlayer videos={vemo.videos} player={player} />
        </div>
        <div className="h-[32rem] lg:h-[calc(100vh-10rem)]">
          <ChatPanel
            heading="Ask questions about this Vemo"
            historyKey={chatHistoryKey(vemo.id)}
            greeting={greetingFor(vemo)}
            startFresh={false}
            suggestedQuestions={suggestedQuestions}
            ask={ask}
            onAnswer={player.jumpTo}
          />
        </div>
      </main>
      <footer className="py-4">
        <PoweredBy />
      </footer>
    </div>
  );
}

/** The public page of a share link: /share/{token}. */
export function SharePage({ token }: { token: string }) {
  const state = useSharedVemo(token);
  switch (state.kind) {
    case "loading":
      return <LoadingScreen />;
    case "expired":
      return <ExpiredScreen />;
    case "link-not-found":
      return <LinkNotFoundScreen message={state.message} />;
    case "vemo-not-found":
      return <VemoNotFoundScreen />;
    case "loaded":
      return <SharedViewer token={token} vemo={state.vemo} />;
  }
}
