import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SharedVemoResponse, ShareTokenParams, ShareVemoResponse } from "@vemo/shared/contracts/sharing";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { getSharedVemo, shareVemo } from "./sharing.service.ts";

/** Public share-page calls: no sign-in, limited per IP. */
const publicRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

export const sharingRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;

  app.get(
    "/api/vemos/share/:token",
    { config: publicRateLimit, schema: { params: ShareTokenParams, response: { 200: SharedVemoResponse } } },
    async (request) => ({ success: true as const, data: await getSharedVemo({ db, token: request.params.token }) }),
  );

  app.post(
    "/api/vemos/:id/share",
    { preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: ShareVemoResponse } } },
    async (request) => {
      const company = await requireCompany({ db, userId: currentUserId(request) });
      return shareVemo({ db, company, vemoId: request.params.id, publicUrl: runtime.config.publicUrl });
    },
  );
};
