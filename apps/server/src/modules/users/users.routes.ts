import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateProfileBody, UpdateProfileResponse, UserIdParams } from "@vemo/shared/contracts/users";
import { presentUser } from "../auth/auth.presenter.ts";
import { updateProfile } from "../auth/auth.service.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { authorizeProfileUpdate } from "./users.policy.ts";
import type { RouteDeps } from "../../route-deps.ts";

export const usersRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime" | "requireUser">> = async (
  app,
  { runtime, requireUser },
) => {
  app.put(
    "/api/users/:userId/profile",
    {
      config: { role: "any" },
      preValidation: requireUser,
      schema: {
        tag: "accounts",
        summary: "Change the signed-in user's name",
        params: UserIdParams,
        body: UpdateProfileBody,
        response: { 200: UpdateProfileResponse },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      authorizeProfileUpdate(userId, request.params.userId);
      const { first_name: firstName, last_name: lastName } = request.body;
      const user = await updateProfile({ db: runtime.database.db, userId, firstName, lastName });
      return { success: true as const, data: presentUser(user) };
    },
  );
};
