import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { useCallback, useEffect, useState } from "react";
import { VideoPlayer } from "../components/player/video-player";
import { useVideoPlayer } from "../components/player/use-video-player";
import { PoweredBy } from "../components/powered-by";
import { applyPageMeta, companyName } from "./page-meta";
import { LeadForm } from "./lead-form";
import { ShareChat } from "./share-chat";
import { ShareCtas } from "./share-ctas";
import { ExpiredScreen, LinkNotFoundScreen, LoadingScreen, VemoNotFoundScreen } from "./share-screens";
import { useSharedVemo, useSuggestedQuestions } from "./use-shared-vemo";
import { watchLog } from "./watch-log";

type SharedViewerProps = { token: string; vemo: SharedVemo; isEmbedded: boolean };

function SharedViewer({ token, vemo, isEmbedded }: SharedViewerProps) {
  // With lead capture on, the visitor who answers the form carries on as a prospect on their own link.
  const [prospectToken, setProspectToken] = useState<string | null>(null);
  const isAskingForLead = vemo.leadCapture && prospectToken === null;
  const suggestedQuestions = useSuggestedQuestions(token);
  const player = useVideoPlayer(vemo.videos);
  // "Show CTA After: After Interaction" waits for the first answer.
  const [hasAnswer, setHasAnswer] = useState(false);
  const handleAnswer = useCallback(() => setHasAnswer(true), []);

  function handleKnown(shareToken: string) {
    // A reload keeps the visitor on their own link rather than asking again.
    window.history.replaceState(null, "", `/share/${encodeURIComponent(shareToken)}${window.location.search}`);
    setProspectToken(shareToken);
  }

  const chat = isAskingForLead ? (
    <LeadForm token={token} onKnown={handleKnown} />
  ) : (
    <ShareChat
      token={prospectToken ?? token}
      vemo={vemo}
      suggestedQuestions={suggestedQuestions}
      onAnswer={handleAnswer}
      onJump={player.jumpTo}
    />
  );

  useEffect(() => applyPageMeta(vemo), [vemo]);

  if (isEmbedded) {
    // Embedded in another site's page: the player and the chat alone, filling the frame.
    return (
      <main className="grid h-screen gap-3 overflow-auto bg-slate-50 p-3 sm:grid-cols-3">
        <div className="min-h-0 sm:col-span-2">
          <VideoPlayer videos={vemo.videos} player={player} showsKind={false} onPlayback={watchLog} />
        </div>
        <div className="h-[28rem] min-h-0 sm:h-full">{chat}</div>
      </main>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 lg:h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">{companyName(vemo)}</p>
            <h1 className="truncate text-xl font-semibold text-slate-900">{vemo.title}</h1>
          </div>
          <div className="flex items-start gap-3">
            <span className="mt-2 rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold whitespace-nowrap text-indigo-700">
              Shared Vemo
            </span>
            <ShareCtas cta={vemo.cta} hasAnswer={hasAnswer} />
          </div>
        </div>
      </header>
      {/* On wide screens the page fits the window: the player grows into the height the chat fills. */}
      <main className="grid w-full flex-1 gap-4 px-4 py-4 lg:min-h-0 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[minmax(0,1fr)]">
        <div className="lg:min-h-0">
          <VideoPlayer videos={vemo.videos} player={player} showsKind={false} fillsHeight onPlayback={watchLog} />
        </div>
        <div className="h-[32rem] lg:h-full">{chat}</div>
      </main>
      <footer className="py-3">
        <PoweredBy />
      </footer>
    </div>
  );
}

/** The public page of a share link: /share/{token}, or its embed mode without header and footer (?embed=1). */
export function SharePage({ token, isEmbedded = false }: { token: string; isEmbedded?: boolean }) {
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
      return <SharedViewer token={token} vemo={state.vemo} isEmbedded={isEmbedded} />;
  }
}
