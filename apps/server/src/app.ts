import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import helmet from "helmet";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { activityRoutes } from "./modules/activity/activity.routes.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { apiKeysRoutes } from "./modules/api-keys/api-keys.routes.ts";
import { apiKeyIdOf, isApiKey } from "./modules/api-keys/api-keys.service.ts";
import { registerApiReference } from "./modules/api-reference/api-reference.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { brandRoutes } from "./modules/brand/brand.routes.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { createRequireUser } from "./modules/auth/authenticate.ts";
import { googleSignInRoutes } from "./modules/auth/google-sign-in.ts";
import { createAccessTokens } from "./modules/auth/tokens.ts";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes.ts";
import { companiesRoutes } from "./modules/companies/companies.routes.ts";
import { createRequireCompany } from "./modules/companies/require-company.ts";
import { registerHostRouting } from "./modules/custom-domain/host-routing.ts";
import { customDomainRoutes } from "./modules/custom-domain/custom-domain.routes.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { qaRoutes } from "./modules/qa/qa.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { linkControlsRoutes } from "./modules/link-controls/link-controls.routes.ts";
import { oembedRoutes } from "./modules/oembed/oembed.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { sharePageRoutes } from "./modules/sharing/share-page.routes.ts";
import { sharingRoutes } from "./modules/sharing/sharing.routes.ts";
import { sharedDocumentsRoutes } from "./modules/sharing/shared-documents.routes.ts";
import { taughtAnswersRoutes } from "./modules/taught-answers/taught-answers.routes.ts";
import { enforceRouteRoles } from "./modules/team/route-roles.ts";
import { teamRoutes } from "./modules/team/team.routes.ts";
import { bulkUploadsRoutes } from "./modules/bulk-uploads/bulk-uploads.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { vemosRoutes } from "./modules/vemos/vemos.routes.ts";
import { viewerSessionsRoutes } from "./modules/viewer-sessions/viewer-sessions.routes.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { integrationsRoutes } from "./modules/integrations/integrations.routes.ts";
import { AppError } from "./platform/errors.ts";
import { registerErrorHandling } from "./platform/http-errors.ts";
import { registerInputGuard } from "./platform/input-guard.ts";
import { databaseRateLimitStore } from "./platform/rate-limit-store.ts";
import { callerKey, defaultRateLimit, exemptFromDefaultRateLimit } from "./platform/rate-limits.ts";
import { registerWebApp } from "./platform/web-app.ts";
import type { RouteDeps } from "./route-deps.ts";
import type { Runtime } from "./runtime.ts";

/** The HTTP application: every route registered here, in one visible list. */
export async function buildApp(runtime: Runtime): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: runtime.log as FastifyBaseLogger,
    trustProxy: runtime.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A body that never finishes must not hold a connection open for good (uploads of 25 MB included).
    requestTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  const isHttps = runtime.config.publicUrl.startsWith("https:");
  // Helmet's headers are worked out once here: @fastify/helmet built its middleware again for every request (a
  // twentieth of a public share read's time).
  const securityHeaders = helmet({
    // Upgrading requests would break a plain-http deployment such as the local default.
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: isHttps ? [] : null,
        // YouTube's IFrame Player API: the share page follows what its embed plays (watch depth).
        scriptSrc: ["'self'", "https://www.youtube.com"],
        // The players embed the video hosts' own players and play direct files from anywhere.
        frameSrc: [
          "'self'",
          "https://www.youtube.com",
          "https://www.youtube-nocookie.com",
          "https://www.loom.com",
          "https://player.vimeo.com",
        ],
        mediaSrc: ["'self'", "https:", "http:", "blob:"],
        imgSrc: ["'self'", "data:", "https:"],
        // No page may be framed except share pages, which open it up for embedding (share-page.routes.ts).
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: isHttps,
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const tokens = await createAccessTokens(runtime.config, runtime.database.db);
  const requireUser = createRequireUser(tokens, runtime.database.db);
  const requireCompany = createRequireCompany(runtime.database.db);
  const routeDeps: RouteDeps = { runtime, tokens, requireUser, requireCompany };

  // Every API route counts against the default limit unless it sets a stricter `config.rateLimit`;
  // the public share calls count in their own onRequest limiters (share-rate-limits.ts). Counts are
  // kept in the database so every API process enforces the same limit.
  app.addHook("onRoute", exemptFromDefaultRateLimit);
  const rateLimitStore = databaseRateLimitStore(runtime.database.db, runtime.log);
  app.addHook("onClose", rateLimitStore.close);
  await app.register(fastifyRateLimit, {
    global: true,
    ...defaultRateLimit(runtime.config.apiRateLimitPerMinute, runtime.config.apiKeyRateLimitPerMinute),
    keyGenerator: callerKey(tokens, (key) => apiKeyIdOf(runtime.database.db, key), isApiKey),
    store: rateLimitStore.Store,
    errorResponseBuilder: () => new AppError("rate_limited", "Too many requests. Please wait a minute and try again."),
  });
  app.decorateRequest("userId", null);
  app.decorateRequest("accessToken", null);
  app.decorateRequest("company", null);
  app.decorateRequest("membership", null);
  app.decorateRequest("apiKey", null);
  // Every signed-in route declares who may call it (config.role); the app does not start otherwise.
  enforceRouteRoles(app, { db: runtime.database.db, requireUser });
  await app.register(fastifyMultipart); // size limits are set per upload route

  registerHostRouting(app, { db: runtime.database.db, publicUrl: runtime.config.publicUrl });
  registerApiReference(app, { requireUser, publicUrl: runtime.config.publicUrl });
  await app.register(healthRoutes, routeDeps);
  await app.register(clientConfigRoutes, routeDeps);
  await app.register(authRoutes, routeDeps);
  await app.register(googleSignInRoutes, routeDeps);
  await app.register(usersRoutes, routeDeps);
  await app.register(companiesRoutes, routeDeps);
  await app.register(settingsRoutes, routeDeps);
  await app.register(brandRoutes, routeDeps);
  await app.register(customDomainRoutes, routeDeps);
  await app.register(vemosRoutes, routeDeps);
  await app.register(documentsRoutes, routeDeps);
  await app.register(bulkUploadsRoutes, routeDeps);
  await app.register(sharingRoutes, routeDeps);
  await app.register(linkControlsRoutes, routeDeps);
  await app.register(sharedDocumentsRoutes, routeDeps);
  await app.register(viewerSessionsRoutes, routeDeps);
  await app.register(billingRoutes, routeDeps);
  await app.register(qaRoutes, routeDeps);
  await app.register(taughtAnswersRoutes, routeDeps);
  await app.register(analyticsRoutes, routeDeps);
  await app.register(webhooksRoutes, routeDeps);
  await app.register(integrationsRoutes, routeDeps);
  await app.register(teamRoutes, routeDeps);
  await app.register(apiKeysRoutes, routeDeps);
  await app.register(activityRoutes, routeDeps);
  await app.register(sharePageRoutes, routeDeps);
  await app.register(oembedRoutes, routeDeps);

  await registerWebApp(app, runtime.config.webDistDir);
  return app;
}
