import { z } from "zod";

/** GET /api/client-config: the public settings the web app needs before anything else. */
export const ClientConfigResponse = z.object({
  publicUrl: z.string(),
  /** Hosts that only preview the app; visitors there are sent to `publicUrl`. */
  previewHosts: z.array(z.string()),
  supportEmail: z.string(),
  /** When false, /login and /register show the e-mail and password forms. */
  googleSignIn: z.boolean(),
});
export type ClientConfigResponse = z.infer<typeof ClientConfigResponse>;
