import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import { currentUserId } from "../auth/authenticate.ts";
import type { CompanyRow } from "./companies.repository.ts";
import { requireCompany } from "./companies.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's organisation, its subscription settled, set by `requireCompany`. */
    company: CompanyRow | null;
  }
}

export type RequireCompany = (request: FastifyRequest) => Promise<void>;

/**
 * The "load" step's first part for every organisation-scoped route: a preHandler, after
 * `requireUser`, that loads the caller's organisation once (404 when they have none yet).
 */
export function createRequireCompany(db: Db): RequireCompany {
  return async (request) => {
    request.company = await requireCompany({ db, userId: currentUserId(request) });
  };
}

/** The organisation `requireCompany` loaded; a route without it is a wiring mistake. */
export function currentCompany(request: FastifyRequest): CompanyRow {
  if (!request.company) throw new Error("route is missing the requireCompany preHandler");
  return request.company;
}
