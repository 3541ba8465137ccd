import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CompanyIdParams,
  CompanyListResponse,
  CompanyResponse,
  CreateCompanyBody,
  DeleteCompanyResponse,
} from "@vemo/shared/contracts/companies";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { presentCompany } from "./companies.presenter.ts";
import { createCompany, deleteCompany, listCompanies } from "./companies.service.ts";

type Options = { deps: AuthDeps; storage: FileStorage; requireUser: RequireUser };

export const companiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, storage, requireUser }) => {
  const { db } = deps;

  app.get(
    "/api/companies",
    { config: { role: "any" }, preValidation: requireUser, schema: { response: { 200: CompanyListResponse } } },
    async (request) => {
      const companies = await listCompanies({ db, userId: currentUserId(request) });
      return { success: true as const, data: companies.map(presentCompany) };
    },
  );

  app.post(
    "/api/companies",
    {
      config: { role: "any" },
      preValidation: requireUser,
      schema: { body: CreateCompanyBody, response: { 201: CompanyResponse } },
    },
    async (request, reply) => {
      const company = await createCompany({
        db,
        userId: currentUserId(request),
        ...request.body,
        selfHostedPlan: deps.config.billing.selfHostedPlan,
      });
      return reply.status(201).send({ success: true as const, data: presentCompany(company) });
    },
  );

  app.delete(
    "/api/companies",
    { config: { role: "owner" }, preValidation: requireUser, schema: { response: { 200: DeleteCompanyResponse } } },
    async (request) => {
      await deleteCompany({ db, storage, userId: currentUserId(request) });
      return { success: true as const, message: "Company deleted successfully" };
    },
  );

  app.delete(
    "/api/companies/:id",
    {
      config: { role: "owner" },
      preValidation: requireUser,
      schema: { params: CompanyIdParams, response: { 200: DeleteCompanyResponse } },
    },
    async (request) => {
      await deleteCompany({ db, storage, userId: currentUserId(request), companyId: request.params.id });
      return { success: true as const, message: "Company deleted successfully" };
    },
  );
};
