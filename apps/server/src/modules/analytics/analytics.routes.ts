import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AnalyticsOverviewResponse, RecentInteractionsResponse } from "@vemo/shared/contracts/analytics";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { presentRecentInteraction } from "./analytics.presenter.ts";
import { listRecentInteractions, readOverview } from "./analytics.service.ts";

/** What the owner sees of the views and questions on the organisation's share links. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;

  app.get(
    "/api/analytics/overview",
    { preHandler: requireUser, schema: { response: { 200: AnalyticsOverviewResponse } } },
    async (request) => {
      const company = await requireCompany({ db, userId: currentUserId(request) });
      return { success: true as const, ...(await readOverview({ db, companyId: company.id })) };
    },
  );

  app.get(
    "/api/analytics/recent-interactions",
    { preHandler: requireUser, schema: { response: { 200: RecentInteractionsResponse } } },
    async (request) => {
      const company = await requireCompany({ db, userId: currentUserId(request) });
      const rows = await listRecentInteractions({ db, companyId: company.id });
      return { success: true as const, data: rows.map(presentRecentInteraction) };
    },
  );
};
