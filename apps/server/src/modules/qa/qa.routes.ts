import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AnswerResponse, AskQuestionBody, QaBackendsResponse, QaTestBody, QaTestResponse, SuggestedQuestionsResponse } from "@vemo/shared/contracts/qa";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { authorizeQuestion } from "./qa.policy.ts";
import { presentBackends } from "./qa.presenter.ts";
import { answerVemoQuestion, answerVideoQuestion, findAskableVemo, readAnswerStyle, suggestVemoQuestions } from "./qa.service.ts";

/** Per IP: answering is the most expensive call a signed-in user can repeat. */
const questionRateLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };
const suggestionsRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };
/** The test runner sends one request per CSV row, for one or both backends. */
const testRunnerRateLimit = { rateLimit: { max: 600, timeWindow: "1 minute" } };

export const qaRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;
  const companyOf = (request: FastifyRequest) => requireCompany({ db, userId: currentUserId(request) });

  /** The caller's organisation and the Vemo it may ask about (its own or the welcome demo); 404 otherwise. */
  const loadAskable = async (request: FastifyRequest, id: string) => {
    const company = await companyOf(request);
    const vemo = await findAskableVemo({ db, company, id });
    authorizeQuestion(company, vemo);
    return { company, vemo };
  };

  app.post(
    "/api/qa/vemo/:id",
    { config: questionRateLimit, preHandler: requireUser, schema: { params: VemoIdParams, body: AskQuestionBody, response: { 200: AnswerResponse } } },
    async (request) => {
      const { company, vemo } = await loadAskable(request, request.params.id);
      // The demo has no organisation: its owner-side preview follows the caller's own settings.
      const style = await readAnswerStyle({ db, companyId: vemo.companyId ?? company.id });
      return answerVemoQuestion({ runtime, vemo, question: request.body.question, style });
    },
  );

  app.get(
    "/api/vemos/:id/suggested-questions",
    { config: suggestionsRateLimit, preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: SuggestedQuestionsResponse } } },
    async (request) => {
      const { vemo } = await loadAskable(request, request.params.id);
      return { success: true as const, suggested_questions: await suggestVemoQuestions({ runtime, vemo }) };
    },
  );

  app.get("/api/qa/backends", { schema: { response: { 200: QaBackendsResponse } } }, async () => presentBackends(runtime.config.publicUrl));

  app.post(
    "/api/qa/test",
    { config: testRunnerRateLimit, preHandler: requireUser, schema: { body: QaTestBody, response: { 200: QaTestResponse } } },
    async (request) => {
      const company = await companyOf(request);
      const { question, video_url: videoUrl, backend_url: profile } = request.body;
      return answerVideoQuestion({ runtime, company, videoUrl, question, profile });
    },
  );
};
