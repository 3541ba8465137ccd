import { z } from "zod";

export const AI_TONES = ["formal", "balanced", "casual"] as const;
export const CTA_ACTIONS = ["book_meeting", "contact_sales", "request_demo"] as const;
export const CTA_TIMINGS = ["immediately", "after_interaction", "after_1_minute"] as const;
export type CtaAction = (typeof CTA_ACTIONS)[number];
export type CtaTiming = (typeof CTA_TIMINGS)[number];

const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), message);

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
  ctaButtons: { enabled: true, primary: "book_meeting", secondary: "contact_sales", showAfter: "immediately", meetingUrl: "" },
  notifications: { email: true, highEngagementAlerts: true, dailyDigest: false, notificationEmail: "", webhookUrl: "" },
};

/** GET and PUT /api/settings: the caller's organisation's settings. */
export const SettingsResponse = z.object({ success: z.literal(true), data: OrganizationSettings });
