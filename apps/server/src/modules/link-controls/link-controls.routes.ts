import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BatchLinksResponse,
  RevokeShareLinksBody,
  RevokeShareLinksResponse,
  ShareLinkControlsResponse,
  ShareLinkIdParams,
  UpdateShareLinkBody,
} from "@vemo/shared/contracts/link-controls";
import { BulkUploadParams } from "@vemo/shared/contracts/bulk-uploads";
import { linkState } from "@vemo/shared/rules/link-controls";
import { requireFeature } from "../billing/require-feature.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentLinkControls } from "./link-controls.presenter.ts";
import { readBatchLinks, revokeShareLinks, updateShareLink } from "./link-controls.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** What the owner controls on each share link: on/off, expiry, passcode, e-mail checks; and many links at once. */
export const linkControlsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const member = { role: "member" as const };
  const sharing = {
    preValidation: requireUser,
    preHandler: [requireCompany, requireFeature("sharing")],
    config: member,
  };
  const bulkUploads = {
    preValidation: requireUser,
    preHandler: [requireCompany, requireFeature("bulkUploads")],
    config: member,
  };

  app.patch(
    "/api/share-links/:shareId",
    {
      ...sharing,
      // Each passcode set is an Argon2 hash: a stricter budget than the default.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" }, role: "member" },
      schema: {
        tag: "linkControls",
        summary: "Disable or re-enable a link, set or clear its expiry and passcode, or its lead form's e-mail check",
        params: ShareLinkIdParams,
        body: UpdateShareLinkBody,
        response: { 200: ShareLinkControlsResponse },
      },
    },
    async (request) => {
      const link = await updateShareLink({
        db,
        company: currentCompany(request),
        userId: currentUserId(request),
        id: request.params.shareId,
        input: request.body,
        canSendEmail: runtime.config.notifications.mail !== null,
      });
      return { success: true as const, link: presentLinkControls(link) };
    },
  );

  app.post(
    "/api/share-links/revoke",
    {
      ...sharing,
      bodyLimit: 1024 * 1024,
      schema: {
        tag: "linkControls",
        summary: "Disable many links at once (all or none)",
        body: RevokeShareLinksBody,
        response: { 200: RevokeShareLinksResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await revokeShareLinks({
        db,
        company: currentCompany(request),
        userId: currentUserId(request),
        ids: request.body.shareIds,
      })),
    }),
  );

  app.get(
    "/api/vemos/bulk-uploads/:id/links",
    {
      ...bulkUploads,
      schema: {
        tag: "linkControls",
        summary: "A batch's links with their state, to act on many at once",
        params: BulkUploadParams,
        response: { 200: BatchLinksResponse },
      },
    },
    async (request) => {
      const now = new Date();
      const links = await readBatchLinks({ db, company: currentCompany(request), bulkUploadId: request.params.id });
      return {
        success: true as const,
        data: links.map(({ link }) => ({
          shareId: link.id,
          clientName: link.clientName ?? "",
          email: link.clientEmail ?? "",
          state: linkState(link, now),
        })),
      };
    },
  );
};
