import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { httpLink } from "@vemo/shared/rules/answer-text";
import { useCallback, useEffect } from "react";
import { ChatPanel } from "../components/chat/chat-panel";
import { greetingFor } from "../components/chat/chat-messages";
import { VideoPlayer } from "../components/player/video-player";
import { useVideoPlayer } from "../components/player/use-video-player";
import { PoweredBy } from "../components/powered-by";
import { useTimedFlag } from "../components/use-timed-flag";
import { chatHistoryKey } from "../features/vemos/chat-history";
import { applyPageMeta, companyName } from "./page-meta";
import { askSharedVemo } from "./share-api";
import { ExpiredScreen, LinkNotFoundScreen, LoadingScreen, VemoNotFoundScreen } from "./share-screens";
import { useSharedVemo, useSuggestedQuestions } from "./use-shared-vemo";
import { useViewerSession } from "./use-viewer-session";

/** How long "No meeting link available" stays. */
const NO_MEETING_LINK_MS = 5000;

function BookMeeting({ calendlyLink }: { calendlyLink: string | null }) {
  const missingLink = useTimedFlag(NO_MEETING_LINK_MS);

  function handleBookMeeting() {
    const link = calendlyLink ? httpLink(calendlyLink) : null;
    if (link) window.open(link, "_blank", "noopener,noreferrer");
    else missingLink.show();
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={handleBookMeeting}
        className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Book Meeting
      </button>
      {missingLink.isVisible && (
        <p role="status" className="text-xs font-medium text-red-700">
          No meeting link available for this Vemo.
        </p>
      )}
    </div>
  );
}

function SharedViewer({ token, vemo }: { token: string; vemo: SharedVemo }) {
  const sessionId = useViewerSession(token);
  const suggestedQuestions = useSuggestedQuestions(token);
  const player = useVideoPlayer(vemo.videos);
  const ask = useCallback(
    (question: string, signal: AbortSignal) => askSharedVemo({ token, question, sessionId, signal }),
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
            <BookMeeting calendlyLink={vemo.calendly_link} />
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
