import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
 * A reaction to viewer events, in its own module: a file named `<name>.subscriber.ts` under
 * `modules/` exporting `subscriber`. Emitting finds every such file, so adding a reaction is adding
 * its file; nothing imports a subscriber.
 */
export type ViewerEventSubscriber<Type extends ViewerEventType = ViewerEventType> = {
  name: string;
  applicableEvents: readonly Type[];
  perform(event: Extract<ViewerEvent, { type: Type }>, deps: JobDeps): Promise<void>;
};

export function defineSubscriber<Type extends ViewerEventType>(
  subscriber: ViewerEventSubscriber<Type>,
): ViewerEventSubscriber<Type> {
  return subscriber;
}

const modulesDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SUBSCRIBER_SUFFIX = ".subscriber.ts";
let loaded: Promise<ViewerEventSubscriber[]> | undefined;

/** Every `modules/*\/*.subscriber.ts`, in a stable order, loaded once per process. */
export function loadSubscribers(): Promise<ViewerEventSubscriber[]> {
  loaded ??= Promise.all(
    readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(path.join(modulesDir, dir.name))
          .filter((file) => file.endsWith(SUBSCRIBER_SUFFIX))
          .map((file) => ({ dir: dir.name, name: file.slice(0, -SUBSCRIBER_SUFFIX.length) })),
      )
      .sort((a, b) => `${a.dir}/${a.name}`.localeCompare(`${b.dir}/${b.name}`))
      // A relative pattern of one folder and one name, so the server's bundle (esbuild) and the
      // tests (Vite) both carry every subscriber.
      .map(async ({ dir, name }) => {
        const module = (await import(`../${dir}/${name}.subscriber.ts`)) as { subscriber: ViewerEventSubscriber };
        return module.subscriber;
      }),
  );
  return loaded;
}

/**
 * Tells every subscriber of its type about the event, one after another. A reaction must never fail
 * the viewer's request or the sweep it rides on, nor keep the others from running: a failure is only
 * logged. The welcome demo's visits belong to no organisation and are told to no one.
 */
export async function emitViewerEvent(deps: JobDeps, event: ViewerEvent): Promise<void> {
  for (const subscriber of await loadSubscribers()) {
    if (!subscriber.applicableEvents.includes(event.type)) continue;
    try {
      await subscriber.perform(event, deps);
    } catch (error) {
      deps.log.error({ err: error, subscriber: subscriber.name, event: event.type }, "viewer event not handled");
    }
  }
}
