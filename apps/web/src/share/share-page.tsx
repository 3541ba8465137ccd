import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { useCallback, useEffect, useState } from "react";
import { ChatError } from "../components/chat/chat-messages";
import { Modal } from "../components/modal";
import { VideoPlayer } from "../components/player/video-player";
import { useVideoPlayer } from "../components/player/use-video-player";
import { PoweredBy } from "../components/powered-by";
import { t } from "../lib/viewer-text";
import { applyBrandTheme } from "./brand-theme";
import { applyPageMeta, companyName } from "./page-meta";
import { LeadForm } from "./lead-form";
import { PasscodeScreen } from "./passcode-screen";
import { ShareChat } from "./share-chat";
import { ShareCtas } from "./share-ctas";
import { ExpiredScreen, LinkNotFoundScreen, LoadingScreen, VemoNotFoundScreen } from "./share-screens";
import { useSharedVemo, useSuggestedQuestions } from "./use-shared-vemo";
import { watchLog } from "./watch-log";

type SharedViewerProps = { token: string; vemo: SharedVemo; isEmbedded: boolean };

function SharedViewer({ token, vemo, isEmbedded }: SharedViewerProps) {
  // With lead capture on, the visitor who answers the form carries on as a prospect on their own link.
  const [prospectToken, setProspectToken] = useState<string | null>(null);
  const isKnown = !vemo.leadCapture || prospectToken !== null;
  // The form is asked for by the first question, which waits on it.
  const [leadRequest, setLeadRequest] = useState<{ resolve: () => void; reject: (reason: Error) => void } | null>(null);
  const requestLead = useCallback(
    () => new Promise<void>((resolve, reject) => setLeadRequest({ resolve, reject })),
    [],
  );
  const suggestedQuestions = useSuggestedQuestions(token);
  const player = useVideoPlayer(vemo.videos);
  // "Show CTA After: After Interaction" waits for the first answer.
  const [hasAnswer, setHasAnswer] = useState(false);
  const handleAnswer = useCallback(() => setHasAnswer(true), []);

  function handleKnown(shareToken: string) {
    // A reload keeps the visitor on their own link rather than asking again.
    window.history.replaceState(null, "", `/share/${encodeURIComponent(shareToken)}${window.location.search}`);
    setProspectToken(shareToken);
    leadRequest?.resolve();
    setLeadRequest(null);
  }

  function handleLeadDeclined() {
    leadRequest?.reject(new ChatError(t("lead.intro")));
    setLeadRequest(null);
  }

  const chat = (
    <ShareChat
      token={prospectToken ?? token}
      isKnown={isKnown}
      requestLead={requestLead}
      vemo={vemo}
      suggestedQuestions={suggestedQuestions}
      onAnswer={handleAnswer}
      onJump={player.jumpTo}
    />
  );

  useEffect(() => applyPageMeta(vemo), [vemo]);
  useEffect(() => applyBrandTheme(vemo.brand), [vemo.brand]);
  const logo = vemo.brand.logoUrl && (
    <img src={vemo.brand.logoUrl} alt={companyName(vemo)} className="h-8 w-auto max-w-[10rem] object-contain sm:h-10" />
  );

  const leadDialog = leadRequest && (
    <Modal title={t("lead.heading")} onClose={handleLeadDeclined}>
      <LeadForm token={token} onKnown={handleKnown} />
    </Modal>
  );

  if (isEmbedded) {
    // Embedded in another site's page: the player and the chat alone, filling the frame.
    return (
      <main className="grid h-screen gap-3 overflow-auto bg-slate-50 p-3 sm:grid-cols-3">
        {logo && <div className="sm:col-span-3">{logo}</div>}
        <div className="min-h-0 sm:col-span-2">
          <VideoPlayer videos={vemo.videos} player={player} showsKind={false} onPlayback={watchLog} />
        </div>
        <div className="h-[28rem] min-h-0 sm:h-full">{chat}</div>
        {leadDialog}
      </main>
    );
  }

  // The page fits the window, so the question box is on a phone's first screen: a compact header, the
  // video at its own height and the chat taking the rest (on wide screens, the player beside the chat).
  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:py-4">
          {logo}
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-xs font-medium text-slate-500 sm:text-sm">
              <span className="truncate">{companyName(vemo)}</span>
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-indigo-700">
                {t("page.badge")}
              </span>
            </p>
            <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl">{vemo.title}</h1>
          </div>
          <ShareCtas cta={vemo.cta} hasAnswer={hasAnswer} />
        </div>
      </header>
      <main className="flex min-h-0 w-full flex-1 flex-col gap-3 px-4 py-3 sm:gap-4 sm:py-4 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[minmax(0,1fr)]">
        <div className="shrink-0 lg:min-h-0">
          <VideoPlayer videos={vemo.videos} player={player} showsKind={false} fillsHeight onPlayback={watchLog} />
        </div>
        <div className="min-h-[18rem] flex-1 lg:h-full lg:min-h-0">{chat}</div>
      </main>
      {vemo.brand.poweredBy && (
        <footer className="py-2 sm:py-3">
          <PoweredBy />
        </footer>
      )}
      {leadDialog}
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
    case "locked":
      return <PasscodeScreen token={token} onUnlocked={state.reload} />;
    case "link-not-found":
      return <LinkNotFoundScreen message={state.message} />;
    case "vemo-not-found":
      return <VemoNotFoundScreen />;
    case "loaded":
      return <SharedViewer token={token} vemo={state.vemo} isEmbedded={isEmbedded} />;
  }
}
