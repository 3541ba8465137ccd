import { z } from "zod";
import { isSingleLine, singleLineMessage } from "../rules/single-line.ts";

export const AI_TONES = ["formal", "balanced", "casual"] as const;
export const CTA_ACTIONS = ["book_meeting", "contact_sales", "request_demo"] as const;
export const CTA_TIMINGS = ["immediately", "after_interaction", "after_1_minute"] as const;
/** Where a CTA button leads: the meeting link (the Vemo's, else the Meeting Booking URL), an e-mail address or any web address. */
export const CTA_TARGET_KINDS = ["meeting_link", "email", "url"] as const;
export type CtaAction = (typeof CTA_ACTIONS)[number];
export type CtaTiming = (typeof CTA_TIMINGS)[number];
export type CtaTargetKind = (typeof CTA_TARGET_KINDS)[number];

const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), message);

/** A CTA button's own text at most this long. */
export const CTA_LABEL_MAX = 40;

/**
 * One CTA's target; an empty e-mail or address falls back to the meeting link. `label` is the
 * button's own text (empty: its usual label), and may greet the prospect: "Book a call, {first_name}".
 */
export const CtaTarget = z
  .object({
    kind: z.enum(CTA_TARGET_KINDS),
    value: z.string().trim().max(2048),
    label: z
      .string()
      .trim()
      .max(CTA_LABEL_MAX, `A button's text must be at most ${CTA_LABEL_MAX} characters`)
      .refine(isSingleLine, singleLineMessage("A button's text"))
      .default(""),
  })
  .superRefine((target, context) => {
    if (target.value === "") return;
    if (target.kind === "email" && !z.email().safeParse(target.value).success) {
      context.addIssue({ code: "custom", path: ["value"], message: "Please enter a valid email address" });
    }
    if (target.kind === "url" && !/^https?:\/\/\S+$/i.test(target.value)) {
      context.addIssue({ code: "custom", path: ["value"], message: "Please enter a valid URL" });
    }
  });
export type CtaTarget = z.infer<typeof CtaTarget>;

/** Book a Meeting and Request Demo open the meeting link; Contact Sales writes an e-mail (the meeting link until one is set). */
export const DEFAULT_CTA_TARGETS: Record<CtaAction, CtaTarget> = {
  book_meeting: { kind: "meeting_link", value: "", label: "" },
  contact_sales: { kind: "email", value: "", label: "" },
  request_demo: { kind: "meeting_link", value: "", label: "" },
};

/** The organisation's /settings values; defaults are the spec's. */
export const OrganizationSettings = z.object({
  aiAssistant: z.object({
    tone: z.enum(AI_TONES),
    conciseResponses: z.boolean(),
    technicalDetails: z.boolean(),
  }),
  ctaButtons: z.object({
    enabled: z.boolean(),
    primary: z.enum(CTA_ACTIONS),
    secondary: z.enum(CTA_ACTIONS),
    showAfter: z.enum(CTA_TIMINGS),
    meetingUrl: optionalHttpUrl("Meeting Booking URL must be a valid URL"),
    // Settings saved before CTAs had their own targets load with the defaults.
    targets: z
      .object({ book_meeting: CtaTarget, contact_sales: CtaTarget, request_demo: CtaTarget })
      .default(() => structuredClone(DEFAULT_CTA_TARGETS)),
  }),
  notifications: z.object({
    email: z.boolean(),
    highEngagementAlerts: z.boolean(),
    dailyDigest: z.boolean(),
    notificationEmail: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email address"),
    webhookUrl: optionalHttpUrl("Webhook URL must be a valid URL"),
  }),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

export const DEFAULT_ORGANIZATION_SETTINGS: OrganizationSettings = {
  aiAssistant: { tone: "balanced", conciseResponses: false, technicalDetails: true },
  ctaButtons: {
    enabled: true,
    primary: "book_meeting",
    secondary: "contact_sales",
    showAfter: "immediately",
    meetingUrl: "",
    targets: DEFAULT_CTA_TARGETS,
  },
  notifications: { email: true, highEngagementAlerts: true, dailyDigest: false, notificationEmail: "", webhookUrl: "" },
};

/** GET and PUT /api/settings: the caller's organisation's settings. */
export const SettingsResponse = z.object({ success: z.literal(true), data: OrganizationSettings });
