import { Link } from "react-router";
import type { RefObject } from "react";
import type { StoredUser } from "../../features/auth/session-storage";
import { Logo } from "../logo";
import { AccountMenu } from "./account-menu";
import type { AvatarCompany } from "./avatar";
import { MenuIcon } from "./icons";

type TopBarProps = {
  company: AvatarCompany | null;
  user: StoredUser | null;
  sideMenuId: string;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
  onLogout: () => void;
};

export function TopBar({ company, user, sideMenuId, menuButtonRef, isMenuOpen, onOpenMenu, onLogout }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button
        ref={menuButtonRef}
        type="button"
        aria-label="Open menu"
        aria-controls={sideMenuId}
        aria-expanded={isMenuOpen}
        onClick={onOpenMenu}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
      >
        <MenuIcon />
      </button>
      <Link
        to="/overview"
        aria-label="Vemo overview"
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Logo />
      </Link>
      <div className="ml-auto">
        <AccountMenu company={company} user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
