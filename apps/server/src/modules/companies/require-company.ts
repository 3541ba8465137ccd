import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { callerMembership } from "../team/membership.ts";
import type { CompanyRow } from "./companies.repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's organisation (as its owner or a member), its subscription settled, set by `requireCompany`. */
    company: CompanyRow | null;
  }
}

export type RequireCompany = (request: FastifyRequest) => Promise<void>;

/**
 * The "load" step's first part for every organisation-scoped route: a preHandler, after
 * `requireUser`, that loads the caller's organisation and role once (404 when they have none yet).
 * The route's role rule (`config.role`, team/route-roles.ts) was checked before it, on the same load.
 */
export function createRequireCompany(db: Db): RequireCompany {
  return async (request) => {
    const membership = await callerMembership(db, request);
    if (!membership) throw new AppError("not_found", "No company found. Please create a company first.");
    request.company = membership.company;
  };
}

/** The organisation `requireCompany` loaded; a route without it is a wiring mistake. */
export function currentCompany(request: FastifyRequest): CompanyRow {
  if (!request.company) throw new Error("route is missing the requireCompany preHandler");
  return request.company;
}
