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
import { presentUser } from "./auth.presenter.ts";
import {
  authDepsOf,
  endSession,
  getProfile,
  loginWithPassword,
  refreshSession,
  registerWithPassword,
  handOverGoogleSession,
  noticePasswordGuessing,
  type Session,
} from "./auth.service.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";
import { bearerToken, currentAccessToken, currentUserId } from "./authenticate.ts";
import type { RouteDeps } from "../../route-deps.ts";

const authRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

function presentSession(session: Session): AuthSessionResponse {
  const { accessToken, refreshToken, expiresIn } = session;
  return { success: true, data: { tokens: { accessToken, refreshToken, expiresIn }, user: presentUser(session.user) } };
}

export const authRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime" | "tokens" | "requireUser">> = async (
  app,
  { runtime, tokens, requireUser },
) => {
  const deps = authDepsOf(runtime, tokens);
  // The notice must not fail the sign-in it rides on: a failure to queue it is only logged.
  const throttle = createSignInThrottle(deps.db, (guessed) =>
    noticePasswordGuessing({ deps, jobs: runtime.jobs, ...guessed }).catch((error: unknown) =>
      app.log.error({ err: error }, "password guessing notice not queued"),
    ),
  );
  app.post(
    "/api/auth/register",
    {
      config: authRateLimit,
      schema: {
        tag: "accounts",
        summary: "Create an account",
        description: "Google sign-up sends the access token the OIDC callback issued as its bearer token.",
        auth: "optional-bearer",
        body: RegisterBody,
        response: { 201: AuthSessionResponse },
      },
    },
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
    {
      config: authRateLimit,
      schema: {
        tag: "accounts",
        summary: "Sign in",
        description: "Google sign-in sends the access token the OIDC callback issued as its bearer token, once.",
        auth: "optional-bearer",
        body: LoginBody,
        response: { 200: AuthSessionResponse },
      },
    },
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
    {
      config: { role: "any" },
      preValidation: requireUser,
      schema: { tag: "accounts", summary: "The signed-in user", response: { 200: ProfileResponse } },
    },
    async (request) => {
      const user = await getProfile({ db: deps.db, userId: currentUserId(request) });
      return { success: true as const, data: presentUser(user) };
    },
  );

  app.post(
    "/api/auth/refresh",
    {
      config: authRateLimit,
      schema: {
        tag: "accounts",
        summary: "New tokens for a refresh token (which is spent)",
        body: RefreshBody,
        response: { 200: RefreshResponse },
      },
    },
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
    {
      schema: {
        tag: "accounts",
        summary: "End the session of the refresh token or of the bearer token",
        auth: "optional-bearer",
        body: LogoutBody.optional(),
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await endSession({ deps, refreshToken: request.body?.refreshToken, accessToken: bearerToken(request) });
      return { success: true as const };
    },
  );
};
