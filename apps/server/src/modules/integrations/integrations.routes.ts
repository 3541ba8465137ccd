import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CrmIntegrationParams,
  HubspotTokenRequest,
  IntegrationConnectResponse,
  IntegrationDisconnectResponse,
  IntegrationParams,
  IntegrationResponse,
  IntegrationsResponse,
  IntegrationSyncsResponse,
  IntegrationTestResponse,
  OAuthCallbackQuery,
  SalesforceTokenRequest,
  SlackWebhookRequest,
  type IntegrationName,
} from "@vemo/shared/contracts/integrations";
import { AppError } from "../../platform/errors.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentIntegration, presentSync } from "./integrations.presenter.ts";
import {
  completeOAuth,
  disconnectIntegration,
  listIntegrationStatuses,
  listIntegrationSyncs,
  oauthConnectUrl,
  saveCrmToken,
  saveSlackWebhook,
  sendIntegrationTest,
} from "./integrations.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** Only an organisation's admins manage its integrations. */
const adminOnly = { role: "admin" } as const;
/** Stricter than the default, per user: each test is an outgoing request to a vendor. */
const testRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** HubSpot, Salesforce and Slack for the caller's organisation (Pro and Enterprise): connect, test, the sync log. */
export const integrationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const { config } = runtime;
  const signedIn = { preValidation: requireUser, preHandler: [requireCompany, requireFeature("integrations")] };

  const stateOf = async (companyId: string, name: IntegrationName) => {
    const statuses = await listIntegrationStatuses({ db, config, companyId });
    return presentIntegration(statuses.find((status) => status.name === name)!);
  };

  app.get(
    "/api/integrations",
    {
      config: { ...adminOnly },
      ...signedIn,
      schema: { tag: "integrations", summary: "Each integration's state", response: { 200: IntegrationsResponse } },
    },
    async (request) => {
      const statuses = await listIntegrationStatuses({ db, config, companyId: currentCompany(request).id });
      return { success: true as const, data: statuses.map(presentIntegration) };
    },
  );

  // HubSpot and Salesforce: a pasted token (Salesforce's with its instance URL), or the events to sync.
  const crmTokenRoutes = [
    {
      name: "hubspot",
      body: HubspotTokenRequest,
      summary: "Connect HubSpot with a private app's access token, or choose what syncs",
    },
    {
      name: "salesforce",
      body: SalesforceTokenRequest,
      summary: "Connect Salesforce with an access token and its instance URL, or choose what syncs",
    },
  ] as const;
  for (const { name, body, summary } of crmTokenRoutes) {
    app.put(
      `/api/integrations/${name}`,
      {
        config: { ...adminOnly },
        ...signedIn,
        schema: { tag: "integrations", summary, body, response: { 200: IntegrationResponse } },
      },
      async (request) => {
        const companyId = currentCompany(request).id;
        await saveCrmToken({ db, config, companyId, name, ...request.body });
        return { success: true as const, data: await stateOf(companyId, name) };
      },
    );
  }

  app.put(
    "/api/integrations/slack",
    {
      config: { ...adminOnly },
      ...signedIn,
      schema: {
        tag: "integrations",
        summary: "Connect Slack with an incoming-webhook URL and choose its events",
        body: SlackWebhookRequest,
        response: { 200: IntegrationResponse },
      },
    },
    async (request) => {
      const companyId = currentCompany(request).id;
      await saveSlackWebhook({ db, config, companyId, ...request.body });
      return { success: true as const, data: await stateOf(companyId, "slack") };
    },
  );

  app.get(
    "/api/integrations/:name/connect",
    {
      config: { ...adminOnly },
      ...signedIn,
      schema: {
        tag: "integrations",
        summary: "Start connecting HubSpot or Salesforce with OAuth",
        description: "Redirects to the vendor's consent page; with `Accept: application/json`, answers its URL.",
        params: CrmIntegrationParams,
        answer: { status: 302, description: "Redirect to the vendor's consent page" },
        response: { 200: IntegrationConnectResponse },
      },
    },
    async (request, reply) => {
      const url = await oauthConnectUrl({ config, companyId: currentCompany(request).id, name: request.params.name });
      if (request.headers.accept?.includes("application/json")) return { success: true as const, url };
      return reply.redirect(url);
    },
  );

  app.get(
    "/api/integrations/:name/callback",
    {
      schema: {
        tag: "integrations",
        summary: "Where HubSpot or Salesforce returns after consent",
        description: "The sealed `state` names the organisation; no bearer token rides on a vendor's redirect.",
        params: CrmIntegrationParams,
        querystring: OAuthCallbackQuery,
        answer: { status: 302, description: "Redirect to Settings → Integrations, with `error` when it failed" },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const back = new URL("/settings", config.publicUrl);
      back.searchParams.set("tab", "integrations");
      try {
        await completeOAuth({ db, config, name, ...request.query });
        back.searchParams.set("connected", name);
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error, integration: name }, "OAuth not completed");
        back.searchParams.set("error", error instanceof AppError ? error.message : "The connection failed.");
      }
      return reply.redirect(back.pathname + back.search);
    },
  );

  app.delete(
    "/api/integrations/:name",
    {
      config: { ...adminOnly },
      ...signedIn,
      schema: {
        tag: "integrations",
        summary: "Disconnect an integration (its OAuth token is revoked at the vendor)",
        params: IntegrationParams,
        response: { 200: IntegrationDisconnectResponse },
      },
    },
    async (request) => {
      const companyId = currentCompany(request).id;
      await disconnectIntegration({ db, config, companyId, name: request.params.name, log: request.log });
      return { success: true as const };
    },
  );

  app.post(
    "/api/integrations/:name/test",
    {
      config: { ...adminOnly, ...testRateLimit },
      ...signedIn,
      schema: {
        tag: "integrations",
        summary: "Send a test sync",
        params: IntegrationParams,
        response: { 200: IntegrationTestResponse },
      },
    },
    async (request) => {
      const companyId = currentCompany(request).id;
      const syncId = await sendIntegrationTest({
        db,
        config,
        jobs: runtime.jobs,
        companyId,
        name: request.params.name,
      });
      return { success: true as const, syncId };
    },
  );

  app.get(
    "/api/integrations/:name/syncs",
    {
      config: { ...adminOnly },
      ...signedIn,
      schema: {
        tag: "integrations",
        summary: "The last 50 sync attempts of an integration",
        params: IntegrationParams,
        response: { 200: IntegrationSyncsResponse },
      },
    },
    async (request) => {
      const syncs = await listIntegrationSyncs({
        db,
        companyId: currentCompany(request).id,
        name: request.params.name,
      });
      return { success: true as const, data: syncs.map(presentSync) };
    },
  );
};
