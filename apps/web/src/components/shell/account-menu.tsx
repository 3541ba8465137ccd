import { Link } from "react-router";
import type { StoredUser } from "../../features/auth/session-storage";
import { useDropdown } from "../use-dropdown";
import type { AvatarCompany } from "./avatar";
import { LogoutIcon, SettingsIcon, UploadIcon, UserIcon } from "./icons";
import { UserAvatar } from "./user-avatar";

type AccountMenuProps = { company: AvatarCompany | null; user: StoredUser | null; onLogout: () => void };

const entryClass =
  "flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function AccountMenu({ company, user, onLogout }: AccountMenuProps) {
  const { isOpen, toggle, close, closeThen, containerRef, buttonRef, panelId, handleKeyDown } = useDropdown();

  return (
    <div ref={containerRef} className="relative" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {/* The name includes the avatar's visible initials, so speech input can say what it sees. */}
        <span className="sr-only">Account menu</span>
        <UserAvatar company={company} user={user} />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {user?.email && (
            <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{user.email}</p>
          )}
          <Link to="/profile" className={entryClass} onClick={close}>
            <UserIcon />
            Profile
          </Link>
          <Link to="/bulk-uploads" className={entryClass} onClick={close}>
            <UploadIcon />
            Bulk Upload
          </Link>
          <Link to="/settings" className={entryClass} onClick={close}>
            <SettingsIcon />
            Settings
          </Link>
          <button type="button" className={entryClass} onClick={() => closeThen(onLogout)}>
            <LogoutIcon />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
