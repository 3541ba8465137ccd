import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse } from "@vemo/shared/contracts/health";
import { AppError } from "../../platform/errors.ts";
import type { RouteDeps } from "../../route-deps.ts";

export const healthRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime">> = async (app, { runtime }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tag: "service",
        summary: "Whether the server and its database answer",
        response: { 200: HealthResponse },
      },
    },
    async (request) => {
      try {
        await runtime.database.ping();
      } catch (error) {
        request.log.error({ err: error }, "database check failed");
        throw new AppError("unavailable", "Database unavailable");
      }
      return { status: "ok" as const };
    },
  );
};
