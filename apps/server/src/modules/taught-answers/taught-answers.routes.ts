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
import type { RouteDeps } from "../../route-deps.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentTaughtAnswer } from "./taught-answers.presenter.ts";
import {
  changeTaughtAnswer,
  listVemoTaughtAnswers,
  removeTaughtAnswer,
  teachAnswer,
} from "./taught-answers.service.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/**
 * The answers an owner taught for questions about one of their Vemos, set from the interactions pages (a Pro feature,
 * as those pages are). The app's default rate limit applies.
 */
export const taughtAnswersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const signedIn = {
    preValidation: requireUser,
    preHandler: [requireCompany, requireFeature("interactions")],
    config: { role: "member" as const },
  };

  app.get(
    "/api/vemos/:id/taught-answers",
    {
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "The answers the owner taught for a Vemo",
        params: VemoIdParams,
        response: { 200: TaughtAnswersResponse },
      },
    },
    async (request) => {
      const { rows, sources } = await listVemoTaughtAnswers({
        db,
        company: currentCompany(request),
        vemoId: request.params.id,
      });
      return { success: true as const, data: rows.map((row) => presentTaughtAnswer(row, sources)) };
    },
  );

  app.post(
    "/api/vemos/:id/taught-answers",
    {
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "Teach the right answer to a question",
        description:
          "Written text and/or a citation: a video moment (`videoUrl` + `start`) or a document page or web page (`sourceId` + `page`). Later questions meaning the same get it, on the share page and in the owner's preview.",
        params: VemoIdParams,
        body: CreateTaughtAnswerBody,
        response: { 200: TaughtAnswerResponse },
      },
    },
    async (request) => {
      const { row, sources } = await teachAnswer({
        db,
        company: currentCompany(request),
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
      schema: {
        tag: "questions",
        summary: "Change a taught answer",
        description:
          "Only the fields sent change; `null` removes the text or a citation, a new citation replaces the old one.",
        params: TaughtAnswerParams,
        body: UpdateTaughtAnswerBody,
        response: { 200: TaughtAnswerResponse },
      },
    },
    async (request) => {
      const { row, sources } = await changeTaughtAnswer({
        db,
        company: currentCompany(request),
        vemoId: request.params.id,
        answerId: request.params.answerId,
        changes: request.body,
      });
      return { success: true as const, data: presentTaughtAnswer(row, sources) };
    },
  );

  app.delete(
    "/api/vemos/:id/taught-answers/:answerId",
    {
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "Remove a taught answer",
        params: TaughtAnswerParams,
        response: { 200: DeleteTaughtAnswerResponse },
      },
    },
    async (request) => {
      await removeTaughtAnswer({
        db,
        company: currentCompany(request),
        vemoId: request.params.id,
        answerId: request.params.answerId,
      });
      return { success: true as const };
    },
  );
};
