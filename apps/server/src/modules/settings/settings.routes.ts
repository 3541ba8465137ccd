import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrganizationSettings, SettingsResponse } from "@vemo/shared/contracts/settings";
import type { AuthDeps } from "../auth/auth.service.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { readSettings, updateSettings } from "./settings.service.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; requireUser: RequireUser }> = async (app, { deps, requireUser }) => {
  const { db } = deps;

  app.get("/api/settings", { preHandler: requireUser, schema: { response: { 200: SettingsResponse } } }, async (request) => {
    const company = await requireCompany({ db, userId: currentUserId(request) });
    return { success: true as const, data: await readSettings({ db, companyId: company.id }) };
  });

  app.put(
    "/api/settings",
    { preHandler: requireUser, schema: { body: OrganizationSettings, response: { 200: SettingsResponse } } },
    async (request) => {
      const company = await requireCompany({ db, userId: currentUserId(request) });
      return { success: true as const, data: await updateSettings({ db, companyId: company.id, settings: request.body }) };
    },
  );
};
