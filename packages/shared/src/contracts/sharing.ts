import { z } from "zod";
import { CTA_ACTIONS, CTA_TIMINGS } from "./settings.ts";

export const ShareTokenParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/vemos/share/{token}: what the public viewer shows. */
export const SharedVemo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  company: z.object({ name: z.string(), display_name: z.string() }),
  videos: z.array(z.object({ video_url: z.string(), title: z.string() })),
  calendly_link: z.string().nullable(),
  share_token: z.string(),
  isDemo: z.boolean(),
  /** The organisation's CTA settings as the viewer applies them; `meetingUrl`: the Vemo's calendly_link, else the organisation's Meeting Booking URL, else null. */
  cta: z.object({
    enabled: z.boolean(),
    primary: z.enum(CTA_ACTIONS),
    secondary: z.enum(CTA_ACTIONS),
    showAfter: z.enum(CTA_TIMINGS),
    meetingUrl: z.string().nullable(),
  }),
});
export type SharedVemo = z.infer<typeof SharedVemo>;

export const SharedVemoResponse = z.object({ success: z.literal(true), data: SharedVemo });

/** POST /api/vemos/{id}/share: the Vemo's one public link, created on the first call. */
export const ShareVemoResponse = z.object({
  success: z.literal(true),
  shareUrl: z.string(),
  shareId: z.string(),
  isNewLink: z.boolean(),
});
export type ShareVemoResponse = z.infer<typeof ShareVemoResponse>;

/** The random id a share page keeps per browser, telling visitors of a public link apart. */
const VisitorId = z.string().trim().min(1).max(100).optional();

/** POST /api/vemos/share/{token}/chat: a viewer's question; `sessionId` ties it to the viewer session. */
export const ShareChatBody = z.object({
  question: z.string({ error: "Please enter a question" }).trim().min(1, "Please enter a question").max(1000, "Questions can be at most 1000 characters"),
  sessionId: z.string().max(100).optional(),
  visitorId: VisitorId,
});

/** POST /api/vemos/share/{token}/sessions: a share page was loaded (the body is optional). */
export const StartViewerSessionBody = z.object({ visitorId: VisitorId }).nullish();

export const StartViewerSessionResponse = z.object({ success: z.literal(true), sessionId: z.string() });

export const ViewerSessionParams = z.object({ token: z.string().min(1).max(200), sessionId: z.string().max(100) });

/** POST /api/vemos/share/{token}/sessions/{sessionId}/heartbeat: the page is still open and visible. */
export const HeartbeatResponse = z.object({ success: z.literal(true) });

// The share page's bundle reads the interval from the rule file, which carries no zod.
export { HEARTBEAT_INTERVAL_MS } from "../rules/viewer-session.ts";
