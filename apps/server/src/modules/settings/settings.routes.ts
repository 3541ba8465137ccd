import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrganizationSettings, SettingsResponse } from "@vemo/shared/contracts/settings";
import { currentCompany } from "../companies/require-company.ts";
import { authorizeWebhookUrl } from "../webhooks/webhooks.policy.ts";
import { readSettings, updateSettings } from "./settings.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  app.get(
    "/api/settings",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "organisations",
        summary: "The organisation's settings (the defaults until saved)",
        response: { 200: SettingsResponse },
      },
    },
    async (request) => {
      return { success: true as const, data: await readSettings({ db, companyId: currentCompany(request).id }) };
    },
  );

  app.put(
    "/api/settings",
    {
      config: { role: "admin" },
      ...signedIn,
      schema: {
        tag: "organisations",
        summary: "Save the organisation's settings",
        body: OrganizationSettings,
        response: { 200: SettingsResponse },
      },
    },
    async (request) => {
      authorizeWebhookUrl(request.body.notifications.webhookUrl, runtime.config.content.allowPrivateNetwork);
      return {
        success: true as const,
        data: await updateSettings({ db, companyId: currentCompany(request).id, settings: request.body }),
      };
    },
  );
};
