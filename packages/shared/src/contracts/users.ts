import { z } from "zod";
import { AuthUser } from "./auth.ts";

/** PUT /api/users/{userId}/profile */
export const UpdateProfileBody = z.object({
  first_name: z
    .string({ error: "First name is required" })
    .trim()
    .min(1, "First name is required")
    .max(100, "First name is too long"),
  last_name: z
    .string({ error: "Last name is required" })
    .trim()
    .min(1, "Last name is required")
    .max(100, "Last name is too long"),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UserIdParams = z.object({ userId: z.string().max(100) });
export type UserIdParams = z.infer<typeof UserIdParams>;

export const UpdateProfileResponse = z.object({ success: z.literal(true), data: AuthUser });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;
