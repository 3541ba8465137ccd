import type { FastifyInstance } from "fastify";

let sequence = 0;

export type SignedInUser = {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
};

/** Registers a user through the API (as a client would) and returns its session. */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; password?: string } = {},
): Promise<SignedInUser> {
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
export async function signUpWithCompany(
  app: FastifyInstance,
  name = "Acme Demos",
): Promise<SignedInUser & { companyId: string }> {
  const user = await signUp(app);
  const response = await app.inject({ method: "POST", url: "/api/companies", headers: user.auth, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`company creation failed: ${response.body}`);
  return { ...user, companyId: response.json().data.id };
}

export type VemoPayload = {
  title?: string;
  videos?: { url: string }[];
  websites?: { url: string }[];
  calendlyLink?: string | null;
};

/** Creates a Vemo through the API for a user with an organisation. */
export async function createVemoByApi(
  app: FastifyInstance,
  owner: SignedInUser & { companyId: string },
  payload: VemoPayload = {},
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/vemos",
    headers: owner.auth,
    payload: {
      title: payload.title ?? "Product tour",
      description: "No description provided",
      companyId: owner.companyId,
      calendlyLink: payload.calendlyLink ?? null,
      videos: payload.videos ?? [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
      websites: payload.websites ?? [],
    },
  });
  if (response.statusCode !== 201) throw new Error(`Vemo creation failed: ${response.body}`);
  return response.json().data.id;
}

/** A multipart body with one file and some fields, as a browser's FormData sends it. */
export function multipartBody(
  file: { name: string; bytes: Uint8Array; type: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----vemo${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
