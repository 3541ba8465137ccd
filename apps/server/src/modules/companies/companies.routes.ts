import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CompanyIdParams,
  CompanyListResponse,
  CompanyResponse,
  CreateCompanyBody,
  DeleteCompanyResponse,
} from "@vemo/shared/contracts/companies";
import { currentUserId } from "../auth/authenticate.ts";
import { presentCompany } from "./companies.presenter.ts";
import { createCompany, deleteCompany, listCompanies } from "./companies.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser">;

export const companiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;
  const { storage } = runtime;

  app.get(
    "/api/companies",
    {
      config: { role: "any" },
      preValidation: requireUser,
      schema: {
        tag: "organisations",
        summary: "The caller's organisation (zero or one)",
        response: { 200: CompanyListResponse },
      },
    },
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
      schema: {
        tag: "organisations",
        summary: "Create the caller's organisation",
        body: CreateCompanyBody,
        response: { 201: CompanyResponse },
      },
    },
    async (request, reply) => {
      const company = await createCompany({
        db,
        userId: currentUserId(request),
        ...request.body,
        selfHostedPlan: runtime.config.billing.selfHostedPlan,
      });
      return reply.status(201).send({ success: true as const, data: presentCompany(company) });
    },
  );

  app.delete(
    "/api/companies",
    {
      config: { role: "owner" },
      preValidation: requireUser,
      schema: {
        tag: "organisations",
        summary: "Delete the caller's organisation",
        response: { 200: DeleteCompanyResponse },
      },
    },
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
      schema: {
        tag: "organisations",
        summary: "Delete the caller's organisation by id",
        params: CompanyIdParams,
        response: { 200: DeleteCompanyResponse },
      },
    },
    async (request) => {
      await deleteCompany({ db, storage, userId: currentUserId(request), companyId: request.params.id });
      return { success: true as const, message: "Company deleted successfully" };
    },
  );
};
