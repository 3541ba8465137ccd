import type { RequireUser } from "./modules/auth/authenticate.ts";
import type { AccessTokens } from "./modules/auth/tokens.ts";
import type { RequireCompany } from "./modules/companies/require-company.ts";
import type { Runtime } from "./runtime.ts";

/**
 * What `app.ts` gives every route plugin: the runtime, the access tokens and the two load
 * preHandlers. A plugin's options are the part of it that it uses.
 */
export type RouteDeps = {
  runtime: Runtime;
  tokens: AccessTokens;
  requireUser: RequireUser;
  requireCompany: RequireCompany;
};
