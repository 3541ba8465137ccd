import { z } from "zod";

/** GET /api/client-config: the public settings the web app needs before anything else. */
export const ClientConfigResponse = z.object({
  publicUrl: z.string(),
  /** Hosts that only preview the app; visitors there are sent to `publicUrl`. */
  previewHosts: z.array(z.string()),
  supportEmail: z.string(),
  /** Google sign-in is configured: /login and /register show its button. */
  googleSignIn: z.boolean(),
  /** E-mail and password sign-in is on (always when Google is not configured): the forms are shown. */
  passwordSignIn: z.boolean(),
  /** An SMTP server is configured (SMTP_URL): without it the owner's e-mail notices are not sent. */
  emailConfigured: z.boolean(),
});
export type ClientConfigResponse = z.infer<typeof ClientConfigResponse>;
