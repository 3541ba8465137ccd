import type { ApiKey } from "@vemo/shared/contracts/api-keys";
import { presentTeammate } from "../team/team.presenter.ts";
import type { listLiveApiKeys } from "./api-keys.repository.ts";

type ApiKeyLine = Awaited<ReturnType<typeof listLiveApiKeys>>[number];

export function presentApiKey({ key, creatorFirstName, creatorLastName }: ApiKeyLine): ApiKey {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdBy: presentTeammate(key.createdByUserId, creatorFirstName, creatorLastName),
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}
