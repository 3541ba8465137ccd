import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnswerResponse,
  AskQuestionBody,
  QaBackendsResponse,
  QaTestBody,
  QaTestResponse,
  SuggestedQuestionsResponse,
} from "@vemo/shared/contracts/qa";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import { currentCompany } from "../companies/require-company.ts";
import { replyWithAnswer } from "./answer-reply.ts";
import { authorizeQuestion } from "./qa.policy.ts";
import { presentAnswer, presentBackends, presentTestResult } from "./qa.presenter.ts";
import {
  answerVemoQuestion,
  answerVideoQuestion,
  findAskableVemo,
  readAnswerStyle,
  suggestVemoQuestions,
} from "./qa.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** Stricter than the default, per user: answering is the most expensive call a signed-in user can repeat. */
const questionRateLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };
const suggestionsRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };
/** The test runner sends one request per CSV row, for one or both backends. */
const testRunnerRateLimit = { rateLimit: { max: 600, timeWindow: "1 minute" } };

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

export const qaRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  // Authenticate before validating, then load the organisation.
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  /** The Vemo the caller's organisation may ask about (its own or the welcome demo); 404 otherwise. */
  const loadAskable = async (request: FastifyRequest, id: string) => {
    const company = currentCompany(request);
    const vemo = await findAskableVemo({ db, company, id });
    authorizeQuestion(company, vemo);
    return { company, vemo };
  };

  app.post(
    "/api/qa/vemo/:id",
    {
      config: { ...questionRateLimit, role: "member" },
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "Ask a Vemo a question as its owner",
        params: VemoIdParams,
        body: AskQuestionBody,
        response: { 200: AnswerResponse },
      },
    },
    async (request, reply) => {
      const { company, vemo } = await loadAskable(request, request.params.id);
      // The demo has no organisation: its owner-side preview follows the caller's own settings.
      const style = await readAnswerStyle({ db, companyId: vemo.companyId ?? company.id });
      const { question } = request.body;
      return replyWithAnswer(request, reply, async (onText) =>
        presentAnswer(await answerVemoQuestion({ runtime, vemo, question, style, onText })),
      );
    },
  );

  app.get(
    "/api/vemos/:id/suggested-questions",
    {
      config: { ...suggestionsRateLimit, role: "member" },
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "Suggested questions of a Vemo",
        params: VemoIdParams,
        response: { 200: SuggestedQuestionsResponse },
      },
    },
    async (request) => {
      const { vemo } = await loadAskable(request, request.params.id);
      return { success: true as const, suggested_questions: await suggestVemoQuestions({ runtime, vemo }) };
    },
  );

  app.get(
    "/api/qa/backends",
    {
      schema: {
        tag: "questions",
        summary: "The answer backends the test runner can call",
        response: { 200: QaBackendsResponse },
      },
    },
    async () => presentBackends(runtime.config.publicUrl),
  );

  app.post(
    "/api/qa/test",
    {
      config: { ...testRunnerRateLimit, role: "member" },
      ...signedIn,
      schema: {
        tag: "questions",
        summary: "Run one row of the test runner",
        body: QaTestBody,
        response: { 200: QaTestResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const { question, video_url: videoUrl, backend_url: profile } = request.body;
      return presentTestResult(await answerVideoQuestion({ runtime, company, videoUrl, question, profile }));
    },
  );
};
