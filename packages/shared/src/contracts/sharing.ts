import { z } from "zod";

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
});
export type SharedVemo = z.infer<typeof SharedVemo>;

export const SharedVemoResponse = z.object({ success: z.literal(true), data: SharedVemo });
