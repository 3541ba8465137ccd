import { AppError } from "../../platform/errors.ts";

/** A profile is changed only by its own user, whatever id the path names. */
export function authorizeProfileUpdate(userId: string, profileUserId: string): void {
  if (profileUserId !== userId) throw new AppError("forbidden", "You can only update your own profile");
}
