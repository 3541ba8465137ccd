import type { FastifyInstance } from "fastify";

let sequence = 0;

export type SignedInUser = { id: string; email: string; accessToken: string; refreshToken: string; auth: { authorization: string } };

/** Registers a user through the API (as a client would) and returns its session. */
export async function signUp(app: FastifyInstance, overrides: { email?: string; password?: string } = {}): Promise<SignedInUser> {
  sequence += 1;
  const email = overrides.email ?? `owner${sequence}-${Date.now()}@example.com`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: overrides.password ?? "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { tokens, user } = response.json().data;
  return {
    id: user.id,
    email,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** A signed-up user with an organisation. */
export async function signUpWithCompany(app: FastifyInstance, name = "Acme Demos"): Promise<SignedInUser & { companyId: string }> {
  const user = await signUp(app);
  const response = await app.inject({ method: "POST", url: "/api/companies", headers: user.auth, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`company creation failed: ${response.body}`);
  return { ...user, companyId: response.json().data.id };
}
