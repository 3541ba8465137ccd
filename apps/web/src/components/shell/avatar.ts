import type { Company } from "@vemo/shared/contracts/companies";
import type { StoredUser } from "../../features/auth/session-storage";

export type AvatarCompany = Partial<Pick<Company, "logo" | "logo_url">>;

export type Avatar = { kind: "image"; src: string } | { kind: "text"; text: string };

function firstLetter(value: string | null | undefined): string {
  return value?.trim().charAt(0).toUpperCase() ?? "";
}

/** Company logo, else profile picture, else initials of first and last name, else the e-mail's first letter, else "A". */
export function getAvatar(company: AvatarCompany | null | undefined, user: StoredUser | null | undefined): Avatar {
  const logo = company?.logo || company?.logo_url;
  if (logo) return { kind: "image", src: logo };
  if (user?.profile_picture) return { kind: "image", src: user.profile_picture };
  return { kind: "text", text: getInitials(user) };
}

/** The text avatar, also the fallback when an image fails to load. */
export function getInitials(user: StoredUser | null | undefined): string {
  const initials = firstLetter(user?.first_name || user?.firstName) + firstLetter(user?.last_name || user?.lastName);
  return initials || firstLetter(user?.email) || "A";
}
