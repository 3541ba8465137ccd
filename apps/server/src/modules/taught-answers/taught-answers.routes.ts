import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CreateTaughtAnswerBody,
  DeleteTaughtAnswerResponse,
  TaughtAnswerParams,
  TaughtAnswerResponse,
  TaughtAnswersResponse,
  UpdateTaughtAnswerBody,
} from "@vemo/shared/contracts/taught-answers";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { FastifyRequest } from "fastify";
import type { Runtime } from "../../runtime.ts";
import type { RequireUser } from "../auth/authenticate.ts";
import { authorizePaidFeature } from "../billing/billing.policy.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { presentTaughtAnswer } from "./taught-answers.presenter.ts";
import {
  changeTaughtAnswer,
  listVemoTaughtAnswers,
  removeTaughtAnswer,
  teachAnswer,
} from "./taught-answers.service.ts";

type Options = { runtime: Runtime; requireUser: RequireUser; requireCompany: RequireCompany };

/**
 * The answers an owner taught for questions about one of their Vemos, set from the interactions pages (a Pro feature,
 * as those pages are). The app's default rate limit applies.
 */
export const taughtAnswersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const signedIn = { preValidation: requireUser, preHandler: requireCompany, config: { role: "member" as const } };
  const paidCompanyOf = (request: FastifyRequest) => {
    const company = currentCompany(request);
    authorizePaidFeature(company, "interactions");
    return company;
  };

  app.get(
    "/api/vemos/:id/taught-answers",
    { ...signedIn, schema: { params: VemoIdParams, response: { 200: TaughtAnswersResponse } } },
    async (request) => {
      const { rows, sources } = await listVemoTaughtAnswers({
        db,
        company: paidCompanyOf(request),
        vemoId: request.params.id,
      });
      return { success: true as const, data: rows.map((row) => presentTaughtAnswer(row, sources)) };
    },
  );

  app.post(
    "/api/vemos/:id/taught-answers",
    {
      ...signedIn,
      schema: { params: VemoIdParams, body: CreateTaughtAnswerBody, response: { 200: TaughtAnswerResponse } },
    },
    async (request) => {
      const { row, sources } = await teachAnswer({
        db,
        company: paidCompanyOf(request),
        vemoId: request.params.id,
        input: request.body,
      });
      return { success: true as const, data: presentTaughtAnswer(row, sources) };
    },
  );

  app.patch(
    "/api/vemos/:id/taught-answers/:answerId",
    {
      ...signedIn,
      schema: { params: TaughtAnswerParams, body: UpdateTaughtAnswerBody, response: { 200: TaughtAnswerResponse } },
    },
    async (request) => {
      const { row, sources } = await changeTaughtAnswer({
        db,
        company: paidCompanyOf(request),
        vemoId: request.params.id,
        answerId: request.params.answerId,
        changes: request.body,
      });
      return { success: true as const, data: presentTaughtAnswer(row, sources) };
    },
  );

  app.delete(
    "/api/vemos/:id/taught-answers/:answerId",
    { ...signedIn, schema: { params: TaughtAnswerParams, response: { 200: DeleteTaughtAnswerResponse } } },
    async (request) => {
      await removeTaughtAnswer({
        db,
        company: paidCompanyOf(request),
        vemoId: request.params.id,
        answerId: request.params.answerId,
      });
      return { success: true as const };
    },
  );
};
