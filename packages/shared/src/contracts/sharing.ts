import { z } from "zod";
import { DEFAULT_CLIENT_COMPANY } from "../rules/prospects.ts";
import {
  isEmailAddress,
  LEAD_CODE_MESSAGE,
  LEAD_CODE_PATTERN,
  LEAD_COMPANY_MAX,
  LEAD_EMAIL_INVALID_MESSAGE,
  LEAD_EMAIL_MAX,
  LEAD_EMAIL_REQUIRED_MESSAGE,
  LEAD_NAME_MAX,
  LEAD_NAME_REQUIRED_MESSAGE,
} from "../rules/lead-capture.ts";
import { ShareBrand } from "./brand.ts";
import { ShareLinkControls } from "./link-controls.ts";
import { isSingleLine, singleLineMessage } from "../rules/single-line.ts";
import { CTA_ACTIONS, CTA_TIMINGS } from "./settings.ts";

/** A share link is the Vemo's one public link, or a unique link of one prospect. */
export const SHARE_LINK_KINDS = ["public", "unique"] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];
export const ShareTokenParams = z.object({ token: z.string().min(1).max(200) });
export type ShareTokenParams = z.input<typeof ShareTokenParams>;

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
  /** A public link whose Vemo asks visitors for name, e-mail and company before the first question. */
  leadCapture: z.boolean(),
  /** The organisation's CTA settings as the viewer applies them; `meetingUrl`: the Vemo's calendly_link, else the organisation's Meeting Booking URL, else null. */
  cta: z.object({
    enabled: z.boolean(),
    primary: z.enum(CTA_ACTIONS),
    secondary: z.enum(CTA_ACTIONS),
    showAfter: z.enum(CTA_TIMINGS),
    meetingUrl: z.string().nullable(),
    /** Where each button leads (rules/cta-links.ts): a web address, a `mailto:` address, or null when there is nowhere to go. */
    links: z.object({
      book_meeting: z.string().nullable(),
      contact_sales: z.string().nullable(),
      request_demo: z.string().nullable(),
    }),
    /** Each button's own text, greeting tokens filled for the link's prospect; null: the button's usual label. */
    labels: z.object({
      book_meeting: z.string().nullable(),
      contact_sales: z.string().nullable(),
      request_demo: z.string().nullable(),
    }),
  }),
  /** The organisation's brand colour, logo and whether "Powered by Vemo" shows. */
  brand: ShareBrand,
});
export type SharedVemo = z.infer<typeof SharedVemo>;

export const SharedVemoResponse = z.object({ success: z.literal(true), data: SharedVemo });
export type SharedVemoResponse = z.infer<typeof SharedVemoResponse>;

/** POST /api/vemos/{id}/share: the Vemo's one public link, created on the first call, with its controls. */
export const ShareVemoResponse = z.object({
  success: z.literal(true),
  shareUrl: z.string(),
  shareId: z.string(),
  isNewLink: z.boolean(),
  link: ShareLinkControls,
});
export type ShareVemoResponse = z.infer<typeof ShareVemoResponse>;

/** POST /api/vemos/share/{token}/lead: a visitor of a public link with lead capture on says who they are. */
export const LeadCaptureBody = z.object({
  name: z
    .string({ error: LEAD_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, LEAD_NAME_REQUIRED_MESSAGE)
    .max(LEAD_NAME_MAX, `Name can be at most ${LEAD_NAME_MAX} characters`)
    .refine(isSingleLine, singleLineMessage("Name")),
  email: z
    .string({ error: LEAD_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, LEAD_EMAIL_REQUIRED_MESSAGE)
    .max(LEAD_EMAIL_MAX, LEAD_EMAIL_INVALID_MESSAGE)
    .refine(isEmailAddress, LEAD_EMAIL_INVALID_MESSAGE),
  company: z
    .string()
    .trim()
    .max(LEAD_COMPANY_MAX, `Company can be at most ${LEAD_COMPANY_MAX} characters`)
    .refine(isSingleLine, singleLineMessage("Company"))
    .nullish()
    .transform((value) => value || DEFAULT_CLIENT_COMPANY),
});
export type LeadCaptureBody = z.input<typeof LeadCaptureBody>;

/** The visitor's own unique link: the page carries on as that prospect. */
const ProspectLinkResponse = z.object({ success: z.literal(true), shareToken: z.string() });

/** The visitor's own unique link; on a link that checks e-mails, a code sent to the address instead (`codeSent`). */
export const LeadCaptureResponse = z.union([
  ProspectLinkResponse,
  z.object({ success: z.literal(true), codeSent: z.literal(true) }),
]);
export type LeadCaptureResponse = z.infer<typeof LeadCaptureResponse>;

/** POST /api/vemos/share/{token}/lead/verify: the e-mailed code, for the address the form was sent with. */
export const VerifyLeadBody = z.object({
  email: z
    .string({ error: LEAD_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, LEAD_EMAIL_REQUIRED_MESSAGE)
    .max(LEAD_EMAIL_MAX),
  code: z.string({ error: LEAD_CODE_MESSAGE }).trim().regex(LEAD_CODE_PATTERN, LEAD_CODE_MESSAGE),
});
export type VerifyLeadBody = z.input<typeof VerifyLeadBody>;
export const VerifyLeadResponse = ProspectLinkResponse;
export type VerifyLeadResponse = z.infer<typeof VerifyLeadResponse>;

/** The random id a share page keeps per browser, telling visitors of a public link apart. */
const VisitorId = z.string().trim().min(1).max(100).optional();

/** POST /api/vemos/share/{token}/chat: a viewer's question; `sessionId` ties it to the viewer session. */
export const ShareChatBody = z.object({
  question: z
    .string({ error: "Please enter a question" })
    .trim()
    .min(1, "Please enter a question")
    .max(1000, "Questions can be at most 1000 characters"),
  sessionId: z.string().max(100).optional(),
  visitorId: VisitorId,
});
export type ShareChatBody = z.input<typeof ShareChatBody>;

/** POST /api/vemos/share/{token}/sessions: a share page was loaded (the body is optional). */
export const StartViewerSessionBody = z.object({ visitorId: VisitorId }).nullish();
export type StartViewerSessionBody = z.input<typeof StartViewerSessionBody>;

export const StartViewerSessionResponse = z.object({ success: z.literal(true), sessionId: z.string() });
export type StartViewerSessionResponse = z.infer<typeof StartViewerSessionResponse>;

export const ViewerSessionParams = z.object({ token: z.string().min(1).max(200), sessionId: z.string().max(100) });
export type ViewerSessionParams = z.input<typeof ViewerSessionParams>;

/** How many videos and ranges one report may carry: far more than a page plays in 15 s. */
export const WATCHED_REPORT_MAX_VIDEOS = 50;
export const WATCHED_REPORT_MAX_RANGES = 500;

/**
 * The seconds of each video that played since the page's last report (heard, in a visible page;
 * a seek starts a new range), as `[startSeconds, endSeconds]` pairs. `duration` is the player's
 * length of the video, used only where its host did not tell it. The server clips and merges.
 */
export const WatchedReport = z
  .array(
    z.object({
      videoUrl: z.string().min(1).max(2048),
      duration: z.number().positive().max(86_400).optional(),
      ranges: z.array(z.tuple([z.number(), z.number()])).max(WATCHED_REPORT_MAX_RANGES),
    }),
  )
  .max(WATCHED_REPORT_MAX_VIDEOS);
export type WatchedReport = z.infer<typeof WatchedReport>;

/** The heartbeat's and the goodbye's optional body: what played since the last report. */
export const WatchedBody = z.object({ watched: WatchedReport.optional() }).nullish();
export type WatchedBody = z.input<typeof WatchedBody>;

/** POST /api/vemos/share/{token}/sessions/{sessionId}/heartbeat: the page is still open and visible. */
export const HeartbeatResponse = z.object({ success: z.literal(true) });
export type HeartbeatResponse = z.infer<typeof HeartbeatResponse>;

// The share page's bundle reads the interval from the rule file, which carries no zod.
export { HEARTBEAT_INTERVAL_MS } from "../rules/viewer-session.ts";
