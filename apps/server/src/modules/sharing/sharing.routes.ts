import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SharedVemoResponse, ShareTokenParams } from "@vemo/shared/contracts/sharing";
import type { Runtime } from "../../runtime.ts";
import { getSharedVemo } from "./sharing.service.ts";

/** Public share-page calls: no sign-in, limited per IP. */
const publicRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

export const sharingRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  app.get(
    "/api/vemos/share/:token",
    { config: publicRateLimit, schema: { params: ShareTokenParams, response: { 200: SharedVemoResponse } } },
    async (request) => ({ success: true as const, data: await getSharedVemo({ db: runtime.database.db, token: request.params.token }) }),
  );
};
