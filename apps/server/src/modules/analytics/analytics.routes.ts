import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnalyticsOverviewResponse,
  AnalyticsVemoParams,
  CustomerDetailsParams,
  CustomerDetailsQuery,
  CustomerDetailsResponse,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerListResponse,
  DailyOverviewQuery,
  DailyOverviewResponse,
  InsightSummaryBody,
  InsightSummaryResponse,
  RecentInteractionsResponse,
  RetentionParams,
  RetentionResponse,
  UnansweredQuestionsResponse,
  VemoInteractionsResponse,
} from "@vemo/shared/contracts/analytics";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { attachmentDisposition } from "../../platform/csv-file.ts";
import {
  presentCustomer,
  presentCustomerDetails,
  presentEngagedVemo,
  presentRecentInteraction,
  presentUnansweredQuestion,
} from "./analytics.presenter.ts";
import {
  getCustomerDetails,
  listCustomerPage,
  listRecentInteractions,
  listVemoInteractions,
  listVemoUnansweredQuestions,
  readDailyOverview,
  readOverview,
  readVemoRetention,
} from "./analytics.service.ts";
import { exportCustomerList, exportVemoInteractions, type CustomerCsv } from "./customer-export.ts";
import { generateInsightSummary } from "./insight-summary.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** Per user: a summary may call the chat model. */
const insightRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
/** Per user: a file may hold thousands of viewers and their questions. */
const exportRateLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/**
 * What the owner sees of the views and questions on the organisation's share links. The overview
 * and recent interactions are for every plan; who asked what (customer list, details, insight
 * summaries, exports) needs Pro or Enterprise with an active-like status.
 */
type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  // Rate limit: the app's default unless set below. Authenticate before validating, then load the organisation.
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };
  const paid = { preValidation: requireUser, preHandler: [requireCompany, requireFeature("interactions")] };

  app.get(
    "/api/analytics/overview",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "analytics",
        summary: "Views and questions in numbers",
        response: { 200: AnalyticsOverviewResponse },
      },
    },
    async (request) => {
      const overview = await readOverview({ db, companyId: currentCompany(request).id });
      return { success: true as const, ...overview, topVemos: overview.topVemos.map(presentEngagedVemo) };
    },
  );

  app.get(
    "/api/analytics/overview/daily",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "analytics",
        summary: "Views, questions and average watch depth per day",
        querystring: DailyOverviewQuery,
        response: { 200: DailyOverviewResponse },
      },
    },
    async (request) => {
      const data = await readDailyOverview({ db, companyId: currentCompany(request).id, days: request.query.days });
      return { success: true as const, data };
    },
  );

  app.get(
    "/api/analytics/vemos/:id/retention",
    {
      config: { role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "How many viewers watched each moment of each video",
        params: RetentionParams,
        response: { 200: RetentionResponse },
      },
    },
    async (request) => {
      const videos = await readVemoRetention({ db, company: currentCompany(request), vemoId: request.params.id });
      return { success: true as const, data: { videos } };
    },
  );

  app.get(
    "/api/analytics/recent-interactions",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "analytics",
        summary: "The latest questions asked",
        response: { 200: RecentInteractionsResponse },
      },
    },
    async (request) => {
      const rows = await listRecentInteractions({ db, companyId: currentCompany(request).id });
      return { success: true as const, data: rows.map(presentRecentInteraction) };
    },
  );

  app.get(
    "/api/analytics/customer-list",
    {
      config: { role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "Who viewed and asked, per link",
        querystring: CustomerListQuery,
        response: { 200: CustomerListResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const { page, pageSize, search, sharedBy, sort } = request.query;
      const query = { page, pageSize, search, sharedBy, order: sort };
      const { rows, total } = await listCustomerPage({ db, company, ...query });
      return { success: true as const, data: rows.map(presentCustomer), total, page, pageSize };
    },
  );

  app.get(
    "/api/analytics/customer-list/export",
    {
      config: { ...exportRateLimit, role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "The customer list as CSV",
        answer: { status: 200, contentType: "text/csv", description: "The customer list as a CSV file" },
        querystring: CustomerExportQuery,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportCustomerList({ db, company: currentCompany(request), ...request.query })),
  );

  app.get(
    "/api/analytics/customer-interaction-details/:shareToken",
    {
      config: { role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "What one prospect asked",
        params: CustomerDetailsParams,
        querystring: CustomerDetailsQuery,
        response: { 200: CustomerDetailsResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const details = await getCustomerDetails({
        db,
        company,
        shareToken: request.params.shareToken,
        viewerId: request.query.viewerId,
      });
      return { success: true as const, data: presentCustomerDetails(details) };
    },
  );

  app.get(
    "/api/analytics/vemo-interactions/:vemoId",
    {
      config: { role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "What was asked of one Vemo",
        params: AnalyticsVemoParams,
        response: { 200: VemoInteractionsResponse },
      },
    },
    async (request) => {
      const rows = await listVemoInteractions({ db, company: currentCompany(request), vemoId: request.params.vemoId });
      return { success: true as const, data: rows.map(presentCustomer) };
    },
  );

  app.get(
    "/api/analytics/vemo-interactions/:vemoId/export",
    {
      config: { ...exportRateLimit, role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "One Vemo's questions as CSV",
        answer: { status: 200, contentType: "text/csv", description: "The questions as a CSV file" },
        params: AnalyticsVemoParams,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exportVemoInteractions({ db, company: currentCompany(request), vemoId: request.params.vemoId }),
      ),
  );

  app.get(
    "/api/analytics/unanswered-questions/:vemoId",
    {
      config: { role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "Questions a Vemo could not answer",
        params: AnalyticsVemoParams,
        response: { 200: UnansweredQuestionsResponse },
      },
    },
    async (request) => {
      const rows = await listVemoUnansweredQuestions({
        db,
        company: currentCompany(request),
        vemoId: request.params.vemoId,
      });
      return { success: true as const, data: rows.map(presentUnansweredQuestion) };
    },
  );

  app.post(
    "/api/analytics/generate-insight-summary",
    {
      config: { ...insightRateLimit, role: "member" },
      ...paid,
      schema: {
        tag: "analytics",
        summary: "A summary of what prospects asked",
        body: InsightSummaryBody,
        response: { 200: InsightSummaryResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const summary = await generateInsightSummary({ runtime, company, body: request.body });
      return { success: true as const, data: { summary } };
    },
  );
};

function sendCsv(reply: FastifyReply, file: CustomerCsv) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(file.filename))
    .send(file.csv);
}
