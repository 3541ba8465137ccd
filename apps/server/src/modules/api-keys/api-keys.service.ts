import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { API_KEY_PREFIX, type ApiKeyScope } from "@vemo/shared/rules/team";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { recordActivity } from "../activity/activity.repository.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import {
  findLiveApiKeyByHash,
  insertApiKey,
  listLiveApiKeys,
  revokeApiKey as revokeApiKeyRow,
  touchApiKey,
  type ApiKeyRow,
} from "./api-keys.repository.ts";

/** What a valid API key proves: the organisation it is for, its scope, and whose rights it acts with. */
export type ApiKeyCaller = { id: string; companyId: string; scope: ApiKeyScope; userId: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser` when the bearer is an API key rather than a sign-in token. */
    apiKey: ApiKeyCaller | null;
  }
}

export const API_KEY_ENDED =
  "This API key is not valid: it was revoked, or its creator no longer manages the organization.";

/** How many characters of a key the list shows: the `vemo_sk_` prefix and four more. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

export function isApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A new key (256 random bits), returned this once; only its hash is stored. */
export async function createApiKey(options: {
  db: Db;
  company: CompanyRow;
  userId: string;
  name: string;
  scope: ApiKeyScope;
}): Promise<{ row: ApiKeyRow; key: string }> {
  const { db, company, userId, name, scope } = options;
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await insertApiKey(db, {
    companyId: company.id,
    name,
    scope,
    prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashApiKey(key),
    createdByUserId: userId,
  });
  await recordActivity(db, {
    companyId: company.id,
    actorUserId: userId,
    kind: "api_key.created",
    target: name,
    detail: scope,
  });
  return { row, key };
}

export async function listApiKeys(options: { db: Db; company: CompanyRow }) {
  return listLiveApiKeys(options.db, options.company.id);
}

export async function revokeApiKey(options: {
  db: Db;
  company: CompanyRow;
  userId: string;
  id: string;
}): Promise<void> {
  const revoked = await revokeApiKeyRow(options.db, { companyId: options.company.id, id: options.id });
  if (!revoked) throw new AppError("not_found", "API key not found");
  await recordActivity(options.db, {
    companyId: options.company.id,
    actorUserId: options.userId,
    kind: "api_key.revoked",
    target: revoked.name,
  });
}

const READ_METHODS = ["GET", "HEAD", "OPTIONS"];

/**
 * The caller a bearer API key proves: 401 for an unknown or revoked key, 403 when a `read` key
 * asks for a change. Records the use (at most once a minute).
 */
export async function authenticateApiKey(db: Db, request: FastifyRequest, key: string): Promise<ApiKeyCaller> {
  const row = await findLiveApiKeyByHash(db, hashApiKey(key));
  if (!row) throw new AppError("unauthorized", API_KEY_ENDED);
  if (row.scope === "read" && !READ_METHODS.includes(request.method))
    throw new AppError("forbidden", "This API key can only read (scope read): use a write key to make changes.");
  await touchApiKey(db, row.id, new Date());
  return { id: row.id, companyId: row.companyId, scope: row.scope, userId: row.createdByUserId };
}

/** The key's row id for the rate limiter's own bucket, or null when the key is not valid. */
export async function apiKeyIdOf(db: Db, key: string): Promise<string | null> {
  return (await findLiveApiKeyByHash(db, hashApiKey(key)))?.id ?? null;
}
