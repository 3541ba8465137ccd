import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BrandLogoParams, BrandResponse, UpdateBrandBody } from "@vemo/shared/contracts/brand";
import { LOGO_MAX_BYTES } from "@vemo/shared/rules/brand";
import { readMultipartForm } from "../../platform/multipart.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { createShareRateLimit, shareRateLimits } from "../sharing/share-rate-limits.ts";
import { presentBrand } from "./brand.presenter.ts";
import { readBrand, readLogoFile, removeLogo, updateBrand, uploadLogo } from "./brand.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

const hidingPoweredBy = {
  test: (request: FastifyRequest) => (request.body as UpdateBrandBody).hidePoweredBy === true,
  says: "hiding Powered by Vemo",
};

/** A stored SVG is sanitised already; served on its own it may still run nothing and load nothing. */
const LOGO_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Settings → Brand: colour, logo and "Powered by Vemo" (Enterprise), and the logos' public addresses. */
export const brandRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  const { storage } = runtime;
  const admin = { preValidation: requireUser, preHandler: requireCompany, config: { role: "admin" as const } };
  const brandOf = async (request: FastifyRequest) => {
    const company = currentCompany(request);
    return presentBrand(await readBrand({ db, companyId: company.id }), company);
  };

  app.get(
    "/api/settings/brand",
    {
      config: { role: "member" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: { tag: "organisations", summary: "The organisation's brand", response: { 200: BrandResponse } },
    },
    async (request) => ({ success: true as const, data: await brandOf(request) }),
  );

  app.put(
    "/api/settings/brand",
    {
      ...admin,
      preHandler: [requireCompany, requireFeature("whiteLabel", hidingPoweredBy)],
      schema: {
        tag: "organisations",
        summary: "Save the brand colour and whether to hide Powered by Vemo",
        body: UpdateBrandBody,
        response: { 200: BrandResponse },
      },
    },
    async (request) => {
      await updateBrand({ db, companyId: currentCompany(request).id, brand: request.body });
      return { success: true as const, data: await brandOf(request) };
    },
  );

  app.post(
    "/api/settings/brand/logo",
    {
      ...admin,
      schema: {
        tag: "organisations",
        summary: "Upload the logo (PNG, JPEG or SVG; SVGs are sanitised)",
        multipart: { file: "file" },
        response: { 200: BrandResponse },
      },
    },
    async (request) => {
      const { file } = await readMultipartForm(request, { maxFileBytes: LOGO_MAX_BYTES, fields: z.object({}) });
      await uploadLogo({ db, storage, companyId: currentCompany(request).id, file: file?.bytes ?? null });
      return { success: true as const, data: await brandOf(request) };
    },
  );

  app.delete(
    "/api/settings/brand/logo",
    {
      ...admin,
      schema: { tag: "organisations", summary: "Remove the logo", response: { 200: BrandResponse } },
    },
    async (request) => {
      await removeLogo({ db, storage, companyId: currentCompany(request).id });
      return { success: true as const, data: await brandOf(request) };
    },
  );

  const { read } = shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  app.get(
    "/api/brand-logos/:logoId",
    {
      onRequest: createShareRateLimit(app, read),
      schema: {
        tag: "sharing",
        summary: "An organisation's logo, as share pages show it (cacheable for good)",
        params: BrandLogoParams,
        answer: { status: 200, contentType: "image/png", description: "The logo: PNG, JPEG or SVG" },
      },
    },
    async (request, reply) => {
      const logo = await readLogoFile({ db, storage, logoId: request.params.logoId });
      return reply
        .type(logo.type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", LOGO_SECURITY_POLICY)
        .header("x-content-type-options", "nosniff")
        .send(logo.bytes);
    },
  );
};
