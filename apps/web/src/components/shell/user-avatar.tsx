import { useState } from "react";
import type { StoredUser } from "../../features/auth/session-storage";
import { getAvatar, getInitials } from "./avatar";
import type { AvatarCompany } from "./avatar";

type UserAvatarProps = { company: AvatarCompany | null; user: StoredUser | null };

export function UserAvatar({ company, user }: UserAvatarProps) {
  const avatar = getAvatar(company, user);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (avatar.kind === "image" && avatar.src !== failedSrc) {
    return (
      <img
        src={avatar.src}
        alt=""
        className="h-9 w-9 rounded-full object-cover"
        onError={() => setFailedSrc(avatar.src)}
      />
    );
  }
  return (
    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
      {avatar.kind === "text" ? avatar.text : getInitials(user)}
    </span>
  );
}
