import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import type { ViewerRow, ViewerSessionRow } from "./viewer-sessions.repository.ts";

type Visit = { companyId: string; link: ShareLinkRow; vemo: Pick<VemoRow, "id" | "title">; now: Date };
/** A session as its events tell it; `engagementScore` is its viewer's (rules/engagement.ts). */
type SessionFacts = { session: ViewerSessionRow; questionCount: number; engagementScore: number };

/** What happens in a visit of a share link, as the visit's module tells it to whoever subscribes. */
export type ViewerEvent =
  /** A share page was loaded; `viewer` is the prospect or visitor, first seen at `now` on their first visit. */
  | (Visit & { type: "link.viewed"; viewer: ViewerRow })
  /** A viewer asked; `sessionId` is set when the question belongs to a session of this link. */
  | (Visit & {
      type: "question.asked";
      sessionId: string | null;
      question: { text: string; answer: string; videoUrl: string | null; start: number };
    })
  /** The visit ended: the page said goodbye, or the sweep found it silent. */
  | (Visit & SessionFacts & { type: "session.ended" })
  /** An open visit's viewer became a hot prospect (told by the sweep until someone claims its alert). */
  | (Visit & SessionFacts & { type: "session.engaged" });

export type ViewerEventType = ViewerEvent["type"];

/**
 * A reaction to viewer events, in its own module: a file named `<name>.subscriber.ts` exporting
 * `subscriber`, listed in `viewer-event-subscribers.ts`, which the processes' entries give their
 * runtime; the emitting module never imports a subscriber.
 */
export type ViewerEventSubscriber<Type extends ViewerEventType = ViewerEventType> = {
  name: string;
  applicableEvents: readonly Type[];
  perform(event: Extract<ViewerEvent, { type: Type }>, deps: JobDeps): Promise<void>;
};

/** A subscriber, typed for its own events; `emitViewerEvent` tells it no other type. */
export function defineSubscriber<Type extends ViewerEventType>(
  subscriber: ViewerEventSubscriber<Type>,
): ViewerEventSubscriber {
  return subscriber as unknown as ViewerEventSubscriber;
}

/**
 * Tells every subscriber of its type about the event, one after another. A reaction must never fail
 * the viewer's request or the sweep it rides on, nor keep the others from running: a failure is only
 * logged. The welcome demo's visits belong to no organisation and are told to no one.
 */
export async function emitViewerEvent(deps: JobDeps, event: ViewerEvent): Promise<void> {
  for (const subscriber of deps.subscribers) {
    if (!subscriber.applicableEvents.includes(event.type)) continue;
    try {
      await subscriber.perform(event, deps);
    } catch (error) {
      deps.log.error({ err: error, subscriber: subscriber.name, event: event.type }, "viewer event not handled");
    }
  }
}
