import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ActivityExportQuery, ActivityQuery, ActivityResponse } from "@vemo/shared/contracts/activity";
import { attachmentDisposition } from "../../platform/csv-file.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentActivity, presentActivityCsv } from "./activity.presenter.ts";
import { readActivityExport, readActivityPage } from "./activity.service.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** Settings → Activity: the organisation's last 90 days (owners and admins). */
export const activityRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  const admins = { preValidation: requireUser, preHandler: requireCompany };

  app.get(
    "/api/activity",
    {
      ...admins,
      config: { role: "admin" },
      schema: {
        tag: "activity",
        summary: "Who did what in the last 90 days, 50 a page",
        querystring: ActivityQuery,
        response: { 200: ActivityResponse },
      },
    },
    async (request) => {
      const { page, actor, kind } = request.query;
      const companyId = currentCompany(request).id;
      const result = await readActivityPage({ db, companyId, actorUserId: actor, kind, page });
      return {
        success: true as const,
        data: result.rows.map(presentActivity),
        total: result.total,
        page,
        pageSize: result.pageSize,
      };
    },
  );

  app.get(
    "/api/activity/export",
    {
      ...admins,
      config: { role: "admin", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tag: "activity",
        summary: "The filtered activity log as CSV",
        answer: { status: 200, contentType: "text/csv", description: "The log as a CSV file" },
        querystring: ActivityExportQuery,
      },
    },
    async (request, reply) => {
      const { actor, kind } = request.query;
      const lines = await readActivityExport({ db, companyId: currentCompany(request).id, actorUserId: actor, kind });
      const csv = presentActivityCsv(lines);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition("activity.csv"))
        .send(csv);
    },
  );
};
