import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ClientConfigResponse } from "@vemo/shared/contracts/client-config";
import type { RouteDeps } from "../../route-deps.ts";

export const clientConfigRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime">> = async (app, { runtime }) => {
  const { config } = runtime;
  app.get(
    "/api/client-config",
    {
      schema: {
        tag: "service",
        summary: "What the web app needs to know about this server",
        response: { 200: ClientConfigResponse },
      },
    },
    async () => ({
      publicUrl: config.publicUrl,
      previewHosts: [...config.previewHosts],
      supportEmail: config.supportEmail,
      googleSignIn: config.auth.google !== null,
      passwordSignIn: config.auth.passwordSignIn,
      emailConfigured: config.notifications.mail !== null,
    }),
  );
};
