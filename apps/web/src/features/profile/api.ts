import { UpdateProfileResponse } from "@vemo/shared/contracts/users";
import type { UpdateProfileBody } from "@vemo/shared/contracts/users";
import type { AuthUser } from "@vemo/shared/contracts/auth";
import { apiRequest } from "../../lib/api-client";

export async function updateProfile(userId: string, body: UpdateProfileBody): Promise<AuthUser> {
  const path = `/api/users/${encodeURIComponent(userId)}/profile`;
  const response = await apiRequest(path, { method: "PUT", body, schema: UpdateProfileResponse });
  return response.data;
}
