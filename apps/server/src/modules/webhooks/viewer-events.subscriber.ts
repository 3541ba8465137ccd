import type { WebhookEvent } from "@vemo/shared/contracts/webhooks";
import { wholeSeconds } from "@vemo/shared/rules/clock-time";
import { defineSubscriber, type ViewerEvent } from "../viewer-sessions/viewer-events.ts";
import { queueWebhookEvent } from "./webhook-events.ts";

/** A view, a question or the end of a visit on a share link, told to the owner's webhook. */
export const subscriber = defineSubscriber({
  name: "webhooks",
  applicableEvents: ["link.viewed", "question.asked", "session.ended"],
  async perform(event, deps) {
    const { link } = event;
    const data: WebhookEvent["data"] = {
      vemo: { id: event.vemo.id, title: event.vemo.title },
      link: { token: link.token, kind: link.kind, url: `${deps.config.publicUrl}/share/${link.token}` },
      prospect:
        link.kind === "unique" ? { name: link.clientName, email: link.clientEmail, company: link.clientCompany } : null,
      ...eventDetails(event),
    };
    await queueWebhookEvent({ ...deps, companyId: event.companyId, type: event.type, data, now: event.now });
  },
});

function eventDetails(event: Extract<ViewerEvent, { type: "link.viewed" | "question.asked" | "session.ended" }>) {
  if (event.type === "question.asked") {
    const { text, answer, videoUrl, start } = event.question;
    return { question: { text, answer, video_url: videoUrl, start } };
  }
  if (event.type !== "session.ended") return {};
  const { session, questionCount, now } = event;
  return {
    session: {
      id: session.id,
      started_at: session.startedAt.toISOString(),
      ended_at: (session.endedAt ?? now).toISOString(),
      active_seconds: wholeSeconds(session.activeSeconds),
      question_count: questionCount,
      watched_percent: session.watchedPercent,
    },
  };
}
