import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiKeyIdParams,
  ApiKeysResponse,
  CreateApiKeyBody,
  CreateApiKeyResponse,
  RevokeApiKeyResponse,
} from "@vemo/shared/contracts/api-keys";
import type { RouteDeps } from "../../route-deps.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentApiKey } from "./api-keys.presenter.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** The organisation's API keys (Pro and Enterprise; owners and admins). */
export const apiKeysRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  const admins = {
    preValidation: requireUser,
    preHandler: [requireCompany, requireFeature("apiKeys")],
    config: { role: "admin" as const },
  };

  app.get(
    "/api/api-keys",
    {
      ...admins,
      schema: {
        tag: "apiKeys",
        summary: "The organisation's API keys (prefix, creator, last use)",
        response: { 200: ApiKeysResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      return { success: true as const, data: (await listApiKeys({ db, company })).map(presentApiKey) };
    },
  );

  app.post(
    "/api/api-keys",
    {
      ...admins,
      schema: {
        tag: "apiKeys",
        summary: "A new API key, shown this once",
        body: CreateApiKeyBody,
        response: { 201: CreateApiKeyResponse },
      },
    },
    async (request, reply) => {
      const company = currentCompany(request);
      const { row, key } = await createApiKey({ db, company, userId: currentUserId(request), ...request.body });
      const { id, name, scope, prefix } = row;
      return reply.status(201).send({ success: true as const, data: { id, name, scope, prefix, key } });
    },
  );

  app.delete(
    "/api/api-keys/:id",
    {
      ...admins,
      schema: {
        tag: "apiKeys",
        summary: "Revoke an API key at once",
        params: ApiKeyIdParams,
        response: { 200: RevokeApiKeyResponse },
      },
    },
    async (request) => {
      await revokeApiKey({
        db,
        company: currentCompany(request),
        userId: currentUserId(request),
        id: request.params.id,
      });
      return { success: true as const, message: "API key revoked" };
    },
  );
};
