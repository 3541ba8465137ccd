import { z } from "zod";
import { API_KEY_SCOPES } from "../rules/team.ts";
import { Teammate } from "./team.ts";

/** POST /api/api-keys */
export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name can be at most 100 characters"),
  scope: z.enum(API_KEY_SCOPES, { error: "scope must be read or write" }),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** The new key: `key` is returned this once and stored only as a hash. */
export const CreateApiKeyResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    prefix: z.string(),
    key: z.string(),
  }),
});
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponse>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, enough to recognise it. */
  prefix: z.string(),
  createdBy: Teammate.nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** GET /api/api-keys: the organisation's keys that are not revoked, newest first. */
export const ApiKeysResponse = z.object({ success: z.literal(true), data: z.array(ApiKey) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

export const ApiKeyIdParams = z.object({ id: z.string().max(100) });

export const RevokeApiKeyResponse = z.object({ success: z.literal(true), message: z.string() });
