import type { VemoVideo } from "@vemo/shared/contracts/vemos";
import { useCallback, useEffect, useId, useRef } from "react";
import type { KeyboardEvent } from "react";
import { ChatPanel } from "../../../components/chat/chat-panel";
import { greetingFor } from "../../../components/chat/chat-messages";
import { useVideoPlayer } from "../../../components/player/use-video-player";
import type { JumpTarget } from "../../../components/player/use-video-player";
import { VideoPlayer } from "../../../components/player/video-player";
import { trapTab } from "../../../components/focus-trap";
import { PoweredBy } from "../../../components/powered-by";
import { UpgradeModal } from "../../billing/components/upgrade-modal";
import { chatHistoryKey } from "../../vemos/chat-history";
import { askAboutVemo } from "../api";
import { useBookMeeting } from "../hooks/use-book-meeting";
import { usePreviewContent } from "../hooks/use-preview-content";
import type { PreviewVemo } from "../preview-vemo";
import { MissingLinkBanner } from "./missing-link-banner";
import { PreviewHeader } from "./preview-header";

const NO_VIDEOS: VemoVideo[] = [];

function ChatLoading() {
  return (
    <div role="status" aria-label="Loading chat" className="flex h-full items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
    </div>
  );
}

type PreviewOverlayProps = {
  vemo: PreviewVemo;
  onClose: () => void;
  /** A moment to open at (a prospect's answer in the interactions), jumped to once the videos are known. */
  startAt?: JumpTarget;
};

/** The full-screen preview of a Vemo: its videos on the left, the AI chat on the right, as a prospect sees them. */
export function PreviewOverlay({ vemo, onClose, startAt }: PreviewOverlayProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { detail, websiteCount, suggestions } = usePreviewContent(vemo.id);
  const bookMeeting = useBookMeeting(vemo);
  const videos = detail.data?.videos ?? NO_VIDEOS;
  const player = useVideoPlayer(videos);
  const ask = useCallback(
    (question: string, signal: AbortSignal, onText?: (textSoFar: string) => void) =>
      askAboutVemo(vemo.id, question, signal, onText),
    [vemo.id],
  );
  const hasJumpedToStart = useRef(false);
  const { jumpTo } = player;

  useEffect(() => {
    if (!startAt || detail.isPending || hasJumpedToStart.current) return;
    hasJumpedToStart.current = true;
    jumpTo(startAt);
  }, [startAt, detail.isPending, jumpTo]);

  useEffect(() => {
    const previouslyFocused = document.activeElement;
    closeRef.current?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") onClose();
    else trapTab(event, event.currentTarget);
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-slate-50"
      onKeyDown={handleKeyDown}
    >
      <PreviewHeader
        titleId={titleId}
        title={vemo.title}
        counts={{
          isLoading: detail.isPending || websiteCount.isPending,
          videos: detail.data?.videos.length,
          documents: detail.data?.documents.length,
          websites: websiteCount.data,
        }}
        isBookingMeeting={bookMeeting.isLoading}
        onBookMeeting={() => void bookMeeting.handleBookMeeting()}
        closeRef={closeRef}
        onClose={onClose}
      />
      {bookMeeting.isBannerVisible && <MissingLinkBanner onDismiss={bookMeeting.hideBanner} />}
      {/* On wide screens the player grows into the height the chat fills. */}
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[minmax(0,1fr)] lg:overflow-hidden">
        <div className="lg:min-h-0">
          {!detail.isPending && <VideoPlayer videos={videos} player={player} fillsHeight />}
        </div>
        <div className="h-[28rem] min-h-0 lg:h-full">
          {detail.isPending ? (
            <ChatLoading />
          ) : (
            <ChatPanel
              key={vemo.id}
              historyKey={chatHistoryKey(vemo.id)}
              greeting={greetingFor({ title: vemo.title, welcomeMessage: detail.data?.welcomeMessage })}
              startFresh
              suggestedQuestions={suggestions.data ?? []}
              ask={ask}
              onAnswer={player.jumpTo}
            />
          )}
        </div>
      </div>
      <footer className="border-t border-slate-200 bg-white py-2">
        <PoweredBy />
      </footer>
      {bookMeeting.isUpgradeOpen && (
        <UpgradeModal
          title="Upgrade Required"
          message="Booking meetings from a Vemo is a Pro feature. Upgrade to Pro to add your Calendly link and let prospects schedule a meeting with you."
          onClose={bookMeeting.closeUpgrade}
        />
      )}
    </div>
  );
}
