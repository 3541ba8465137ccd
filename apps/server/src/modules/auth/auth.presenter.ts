import type { AuthUser } from "@vemo/shared/contracts/auth";
import type { UserRow } from "./auth.repository.ts";

export function presentUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    lastName: user.lastName,
    profile_picture: user.profilePicture,
    role: user.role,
  };
}
