import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrganizationSettings, SettingsResponse } from "@vemo/shared/contracts/settings";
import type { AuthDeps } from "../auth/auth.service.ts";
import type { RequireUser } from "../auth/authenticate.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { readSettings, updateSettings } from "./settings.service.ts";

type Options = { deps: AuthDeps; requireUser: RequireUser; requireCompany: RequireCompany };

export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, requireUser, requireCompany }) => {
  const { db } = deps;
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  app.get(
    "/api/settings",
    {
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
      ...signedIn,
      schema: {
        tag: "organisations",
        summary: "Save the organisation's settings",
        body: OrganizationSettings,
        response: { 200: SettingsResponse },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await updateSettings({ db, companyId: currentCompany(request).id, settings: request.body }),
      };
    },
  );
};
