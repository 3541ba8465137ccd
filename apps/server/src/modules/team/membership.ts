import type { FastifyRequest } from "fastify";
import type { TeamRole } from "@vemo/shared/rules/team";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { API_KEY_ENDED } from "../api-keys/api-keys.service.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { authorizePaidFeature } from "../billing/billing.policy.ts";
import { settleSubscription } from "../billing/settle-subscription.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { findMembership } from "./team.repository.ts";

export type Membership = { company: CompanyRow; role: TeamRole };

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's organisation (subscription settled) and role, loaded once per request. */
    membership: Membership | null;
  }
}

/**
 * The caller's organisation and role, or null when they have none. An API key acts for its
 * creator (an owner or admin) in the organisation it was made for, with a member's rights (Vemos,
 * links, interactions; not settings, team, keys or billing), and only while the organisation is on
 * a paid plan.
 */
export async function callerMembership(db: Db, request: FastifyRequest): Promise<Membership | null> {
  if (request.membership) return request.membership;
  const found = await findMembership(db, currentUserId(request));
  const key = request.apiKey;
  if (!found) {
    if (key) throw new AppError("unauthorized", API_KEY_ENDED);
    return null;
  }
  const company = await settleSubscription({ db, company: found.company });
  let role = found.role;
  if (key) {
    if (key.companyId !== company.id || role === "member") throw new AppError("unauthorized", API_KEY_ENDED);
    authorizePaidFeature(company, "apiKeys");
    role = "member";
  }
  request.membership = { company, role };
  return request.membership;
}
