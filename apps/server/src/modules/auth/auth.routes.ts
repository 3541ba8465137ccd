import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { normalizeIP } from "@fastify/rate-limit";
import {
  AuthSessionResponse,
  LoginBody,
  LogoutBody,
  ProfileResponse,
  RefreshBody,
  RefreshResponse,
  RegisterBody,
  SuccessResponse,
} from "@vemo/shared/contracts/auth";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { presentUser } from "./auth.presenter.ts";
import {
  endSession,
  getProfile,
  loginWithPassword,
  refreshSession,
  registerWithPassword,
  handOverGoogleSession,
  noticePasswordGuessing,
  type AuthDeps,
  type Session,
} from "./auth.service.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";
import { bearerToken, currentAccessToken, currentUserId, type RequireUser } from "./authenticate.ts";

const authRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

function presentSession(session: Session): AuthSessionResponse {
  const { accessToken, refreshToken, expiresIn } = session;
  return { success: true, data: { tokens: { accessToken, refreshToken, expiresIn }, user: presentUser(session.user) } };
}

export const authRoutes: FastifyPluginAsyncZod<{
  deps: AuthDeps;
  jobs: Pick<JobRunner, "send">;
  requireUser: RequireUser;
}> = async (app, { deps, jobs, requireUser }) => {
  // The notice must not fail the sign-in it rides on: a failure to queue it is only logged.
  const throttle = createSignInThrottle(deps.db, (guessed) =>
    noticePasswordGuessing({ deps, jobs, ...guessed }).catch((error: unknown) =>
      app.log.error({ err: error }, "password guessing notice not queued"),
    ),
  );
  app.post(
    "/api/auth/register",
    { config: authRateLimit, schema: { body: RegisterBody, response: { 201: AuthSessionResponse } } },
    async (request, reply) => {
      const body = request.body;
      if (body.isGoogleUser) {
        await requireUser(request);
        const names = { firstName: body.firstName, lastName: body.lastName };
        const session = await handOverGoogleSession({
          deps,
          accessToken: currentAccessToken(request),
          email: body.email,
          names,
        });
        return reply.status(201).send(presentSession(session));
      }
      const session = await registerWithPassword({ deps, ...body });
      return reply.status(201).send(presentSession(session));
    },
  );

  app.post(
    "/api/auth/login",
    { config: authRateLimit, schema: { body: LoginBody, response: { 200: AuthSessionResponse } } },
    async (request) => {
      const body = request.body;
      if (body.isGoogleUser) {
        await requireUser(request);
        return presentSession(
          await handOverGoogleSession({ deps, accessToken: currentAccessToken(request), email: body.email }),
        );
      }
      const { email, password } = body;
      return presentSession(
        await loginWithPassword({ deps, throttle, email, password, address: normalizeIP(request.ip) }),
      );
    },
  );

  app.get(
    "/api/auth/profile",
    { config: { role: "any" }, preValidation: requireUser, schema: { response: { 200: ProfileResponse } } },
    async (request) => {
      const user = await getProfile({ db: deps.db, userId: currentUserId(request) });
      return { success: true as const, data: presentUser(user) };
    },
  );

  app.post(
    "/api/auth/refresh",
    { config: authRateLimit, schema: { body: RefreshBody, response: { 200: RefreshResponse } } },
    async (request) => {
      const { accessToken, refreshToken, expiresIn } = await refreshSession({
        deps,
        refreshToken: request.body.refreshToken,
      });
      return { success: true as const, data: { accessToken, refreshToken, expiresIn } };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { body: LogoutBody.optional(), response: { 200: SuccessResponse } } },
    async (request) => {
      await endSession({ deps, refreshToken: request.body?.refreshToken, accessToken: bearerToken(request) });
      return { success: true as const };
    },
  );
};
