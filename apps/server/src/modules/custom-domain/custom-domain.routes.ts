import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CustomDomainBody, CustomDomainResponse } from "@vemo/shared/contracts/custom-domain";
import { DOMAIN_VERIFICATION_PATH } from "@vemo/shared/rules/custom-domain";
import { AppError } from "../../platform/errors.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { createShareRateLimit, shareRateLimits } from "../sharing/share-rate-limits.ts";
import { presentDomain } from "./custom-domain.presenter.ts";
import { readDomain, removeDomain, setDomain, verificationTokenAt, verifyDomain } from "./custom-domain.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** Settings → Brand's custom domain (Enterprise), and the token a host answers to prove it points here. */
export const customDomainRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const { publicUrl } = runtime.config;
  const customDomain = {
    preValidation: requireUser,
    preHandler: [requireCompany, requireFeature("customDomain")],
    config: { role: "admin" as const },
  };
  type Domain = Parameters<typeof presentDomain>[0];
  const answer = (domain: Domain, company: ReturnType<typeof currentCompany>) => ({
    success: true as const,
    data: presentDomain(domain, company, publicUrl),
  });

  app.get(
    "/api/settings/domain",
    {
      config: { role: "member" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: {
        tag: "organisations",
        summary: "The organisation's custom domain for share pages (null when none)",
        response: { 200: CustomDomainResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      return answer(await readDomain({ db, companyId: company.id }), company);
    },
  );

  app.put(
    "/api/settings/domain",
    {
      ...customDomain,
      schema: {
        tag: "organisations",
        summary: "Set the custom domain's host; it serves share pages once verified",
        body: CustomDomainBody,
        response: { 200: CustomDomainResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      return answer(await setDomain({ db, publicUrl, companyId: company.id, host: request.body.host }), company);
    },
  );

  app.post(
    "/api/settings/domain/verify",
    {
      ...customDomain,
      schema: {
        tag: "organisations",
        summary: "Verify the custom domain: fetch its token from the host over HTTP",
        response: { 200: CustomDomainResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      return answer(await verifyDomain({ db, config: runtime.config, companyId: company.id }), company);
    },
  );

  app.delete(
    "/api/settings/domain",
    {
      config: { role: "admin" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: {
        tag: "organisations",
        summary: "Remove the custom domain: links are served at PUBLIC_URL again",
        response: { 200: CustomDomainResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      await removeDomain({ db, companyId: company.id });
      return answer(null, company);
    },
  );

  const { read } = shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  app.get(DOMAIN_VERIFICATION_PATH, { onRequest: createShareRateLimit(app, read) }, async (request, reply) => {
    const token = await verificationTokenAt({ db, host: request.host.toLowerCase() });
    if (!token) throw new AppError("not_found", "No custom domain is set at this host");
    return reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send(token);
  });
};
