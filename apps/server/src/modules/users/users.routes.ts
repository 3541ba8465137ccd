import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateProfileBody, UpdateProfileResponse, UserIdParams } from "@vemo/shared/contracts/users";
import { AppError } from "../../platform/errors.ts";
import { updateUser } from "../auth/auth.repository.ts";
import { presentUser } from "../auth/auth.presenter.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; requireUser: RequireUser }> = async (app, { deps, requireUser }) => {
  app.put(
    "/api/users/:userId/profile",
    { preHandler: requireUser, schema: { params: UserIdParams, body: UpdateProfileBody, response: { 200: UpdateProfileResponse } } },
    async (request) => {
      const userId = currentUserId(request);
      if (request.params.userId !== userId) throw new AppError("forbidden", "You can only update your own profile");
      const { first_name: firstName, last_name: lastName } = request.body;
      const user = await updateUser(deps.db, userId, { firstName, lastName });
      if (!user) throw new AppError("unauthorized", "Your session has expired. Please sign in again.");
      return { success: true as const, data: presentUser(user) };
    },
  );
};
