import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { registerErrorHandling } from "./platform/http-errors.ts";
import { registerWebApp } from "./platform/web-app.ts";
import type { Runtime } from "./runtime.ts";

/** The HTTP application: every route registered here, in one visible list. */
export async function buildApp(runtime: Runtime): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: runtime.log as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const isHttps = runtime.config.publicUrl.startsWith("https:");
  await app.register(fastifyHelmet, {
    // Upgrading requests would break a plain-http deployment such as the local default.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: isHttps ? [] : null } },
    strictTransportSecurity: isHttps,
  });

  await app.register(healthRoutes, { runtime });
  await app.register(clientConfigRoutes, { runtime });

  await registerWebApp(app, runtime.config.webDistDir);
  return app;
}
