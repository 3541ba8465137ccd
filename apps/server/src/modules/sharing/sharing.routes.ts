import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuggestedQuestionsResponse } from "@vemo/shared/contracts/qa";
import {
  LeadCaptureBody,
  LeadCaptureResponse,
  SharedVemoResponse,
  ShareTokenParams,
  ShareVemoResponse,
  VerifyLeadBody,
  VerifyLeadResponse,
} from "@vemo/shared/contracts/sharing";
import { UnlockShareLinkBody, UnlockShareLinkResponse } from "@vemo/shared/contracts/link-controls";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { shareGrantOf } from "../link-controls/link-access.ts";
import { unlockShareLink } from "../link-controls/link-controls.service.ts";
import { createShareReadCache, sendShareRead, type ShareRead } from "./share-read-cache.ts";
import { captureLead, verifyLead } from "./lead-capture.service.ts";
import { shareOriginOf } from "../custom-domain/custom-domain.service.ts";
import { presentSharedVemo, presentShareLink } from "./sharing.presenter.ts";
import { readShareVersion } from "./share-link-cache.ts";
import { loadOpenShareLink, readSharedVemo, shareVemo, suggestSharedQuestions } from "./sharing.service.ts";

type Options = {
  runtime: Runtime;
  requireUser: RequireUser;
  requireCompany: RequireCompany;
  rateLimits?: ShareRateLimits;
};

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The owner's share call (the app's default rate limit, signed in) and the public share page's
 * reads, lead capture and unlock (no sign-in, limited per IP by their own limiters, and the costly ones per link too). Reads are kept per process while the link's version is unchanged (see share-read-cache.ts).
 */
export const sharingRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { runtime, requireUser, requireCompany } = options;
  const rateLimits = options.rateLimits ?? shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  const { db } = runtime.database;
  const version = async (token: string) => [await readShareVersion(db, token)];
  const loadVemo = async (token: string, grant: string | null) => ({
    status: 200,
    body: JSON.stringify(
      SharedVemoResponse.parse({ success: true, data: presentSharedVemo(await readSharedVemo({ db, token, grant })) }),
    ),
  });
  const loadSuggestions = async (token: string, grant: string | null) => ({
    status: 200,
    body: JSON.stringify(
      SuggestedQuestionsResponse.parse({
        success: true,
        suggested_questions: await suggestSharedQuestions({ runtime, token, grant }),
      }),
    ),
  });
  const readVemo = createShareReadCache({ version, load: (token) => loadVemo(token, null) });
  const readSuggestions = createShareReadCache({ version, load: (token) => loadSuggestions(token, null) });
  // One limiter per route, so each public call has its own budget.
  const limitRead = () => createShareRateLimit(app, rateLimits.read);

  app.get(
    "/api/vemos/share/:token",
    {
      onRequest: limitRead(),
      schema: {
        tag: "sharing",
        summary: "What a share page shows",
        params: ShareTokenParams,
        response: { 200: SharedVemoResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      if (grant) return sendPrivateRead(reply, await loadVemo(token, grant));
      return sendShareRead(request, reply, await readVemo(token), JSON_TYPE);
    },
  );

  app.get(
    "/api/vemos/share/:token/suggested-questions",
    {
      onRequest: limitRead(),
      schema: {
        tag: "sharing",
        summary: "A share page's suggested questions",
        params: ShareTokenParams,
        response: { 200: SuggestedQuestionsResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      if (grant) return sendPrivateRead(reply, await loadSuggestions(token, grant));
      return sendShareRead(request, reply, await readSuggestions(token), JSON_TYPE);
    },
  );

  app.post(
    "/api/vemos/share/:token/lead",
    {
      onRequest: createShareRateLimit(app, rateLimits.lead),
      schema: {
        tag: "sharing",
        summary: "Send the visitor's name, e-mail and company before the first question",
        params: ShareTokenParams,
        body: LeadCaptureBody,
        response: { 200: LeadCaptureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await captureLead({
        db,
        mail: runtime.config.notifications.mail,
        token: request.params.token,
        grant: shareGrantOf(request),
        acceptLanguage: request.headers["accept-language"],
        input: request.body,
      })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/lead/verify",
    {
      onRequest: createShareRateLimit(app, rateLimits.lead),
      schema: {
        tag: "sharing",
        summary: "Confirm the visitor's e-mail with the six-digit code sent to it",
        params: ShareTokenParams,
        body: VerifyLeadBody,
        response: { 200: VerifyLeadResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await verifyLead({ db, token: request.params.token, grant: shareGrantOf(request), input: request.body })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/unlock",
    {
      onRequest: createShareRateLimit(app, rateLimits.unlock),
      schema: {
        tag: "sharing",
        summary: "Enter a passcode link's passcode: a short-lived grant for that link (throttled)",
        params: ShareTokenParams,
        body: UnlockShareLinkBody,
        response: { 200: UnlockShareLinkResponse },
      },
    },
    async (request) => {
      const { link } = await loadOpenShareLink({ db, token: request.params.token });
      const { grant, expiresAt } = await unlockShareLink({ db, link, passcode: request.body.passcode });
      return { success: true as const, grant, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/vemos/:id/share",
    {
      config: { role: "member" },
      preValidation: requireUser,
      preHandler: [requireCompany, requireFeature("sharing")],
      schema: {
        tag: "sharing",
        summary: "The Vemo's public share link, created on the first call",
        params: VemoIdParams,
        response: { 200: ShareVemoResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const { link, isNew } = await shareVemo({
        db,
        company,
        userId: currentUserId(request),
        vemoId: request.params.id,
      });
      const origin = await shareOriginOf({ db, publicUrl: runtime.config.publicUrl, company });
      return { success: true as const, ...presentShareLink(link, isNew, origin) };
    },
  );
};

/** A read of a passcode link by a grant holder: theirs alone, so no shared cache and nothing a CDN may keep. */
function sendPrivateRead(reply: FastifyReply, read: ShareRead): FastifyReply {
  return reply
    .status(read.status)
    .header("cache-control", "private, no-store")
    .type(JSON_TYPE)
    .serializer((payload) => payload as string)
    .send(read.body);
}
