import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { roleAllows, roleRefusal, type TeamRole } from "@vemo/shared/rules/team";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { RequireUser } from "../auth/authenticate.ts";
import { callerMembership } from "./membership.ts";

/** Who may call a signed-in route: at least this role in the organisation, or `any` signed-in person (with or without one). */
export type RouteRole = TeamRole | "any";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's role rule; every route with `requireUser` must declare one (team/route-roles.ts). */
    role?: RouteRole;
  }
}

function hooksOf(hook: RouteOptions["preValidation"]): unknown[] {
  if (!hook) return [];
  return Array.isArray(hook) ? hook : [hook];
}

/** A hook (after `requireUser`, before the input is read) that refuses, 403, a caller whose role is below `required`. */
function requireRole(db: Db, required: TeamRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const membership = await callerMembership(db, request);
    if (!membership) throw new AppError("not_found", "No company found. Please create a company first.");
    if (!roleAllows(membership.role, required))
      throw new AppError("forbidden", roleRefusal(required), { requiredRole: required, role: membership.role });
  };
}

/**
 * An onRoute hook, added before any route: every route that authenticates with `requireUser` must
 * declare `config: { role }`, or the app does not start; a role other than `any` adds the
 * `requireRole` check right after `requireUser`, so a refused caller's input is never read.
 */
export function enforceRouteRoles(app: FastifyInstance, options: { db: Db; requireUser: RequireUser }): void {
  app.addHook("onRoute", (route) => {
    if (!hooksOf(route.preValidation).includes(options.requireUser)) return;
    const role = route.config?.role;
    if (!role) throw new Error(`${String(route.method)} ${route.url} has no role rule: set config.role`);
    if (role !== "any")
      route.preValidation = [
        ...hooksOf(route.preValidation),
        requireRole(options.db, role),
      ] as RouteOptions["preValidation"];
  });
}
