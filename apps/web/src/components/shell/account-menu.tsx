import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import type { StoredUser } from "../../features/auth/session-storage";
import type { AvatarCompany } from "./avatar";
import { LogoutIcon, UploadIcon, UserIcon } from "./icons";
import { UserAvatar } from "./user-avatar";

type AccountMenuProps = { company: AvatarCompany | null; user: StoredUser | null; onLogout: () => void };

const entryClass =
  "flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function AccountMenu({ company, user, onLogout }: AccountMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && isOpen) {
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  }

  function handleLogoutClick() {
    // The dialog returns focus to whatever had it; the menu entry is about to disappear.
    buttonRef.current?.focus();
    setIsOpen(false);
    onLogout();
  }

  return (
    <div ref={containerRef} className="relative" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <UserAvatar company={company} user={user} />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {user?.email && <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{user.email}</p>}
          <Link to="/profile" className={entryClass} onClick={() => setIsOpen(false)}>
            <UserIcon />
            Profile
          </Link>
          <Link to="/bulk-uploads" className={entryClass} onClick={() => setIsOpen(false)}>
            <UploadIcon />
            Bulk Upload
          </Link>
          <button type="button" className={entryClass} onClick={handleLogoutClick}>
            <LogoutIcon />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
