import type { Company } from "@vemo/shared/contracts/companies";
import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useSignedInUser } from "../../features/auth/session-storage";
import { useSupportEmail } from "../../features/config/hooks/use-client-config";
import type { AvatarCompany } from "./avatar";
import { CloseIcon } from "./icons";
import { LogoutDialog } from "./logout-dialog";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

/** The company fields the shell reads; null until the company is loaded, which locks paid items. */
export type ShellCompany = Pick<Company, "subscription_plan" | "subscription_status"> & AvatarCompany;

type DashboardShellProps = { company: ShellCompany | null; children: ReactNode };

export function DashboardShell({ company, children }: DashboardShellProps) {
  const { user } = useSignedInUser();
  const supportEmail = useSupportEmail();
  const sideMenuId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const isPaid = hasPaidAccess(company);

  function handleCloseMenu() {
    setIsMenuOpen(false);
    menuButtonRef.current?.focus();
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    closeButtonRef.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [isMenuOpen]);

  return (
    <div className="min-h-screen bg-slate-50">
      <TopBar
        company={company}
        user={user}
        sideMenuId={sideMenuId}
        menuButtonRef={menuButtonRef}
        isMenuOpen={isMenuOpen}
        onOpenMenu={() => setIsMenuOpen(true)}
        onLogout={() => setIsLogoutOpen(true)}
      />
      {isMenuOpen && (
        <div className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" aria-hidden="true" onClick={handleCloseMenu} />
      )}
      <aside
        id={sideMenuId}
        className={`fixed inset-y-0 left-0 z-50 w-64 border-r border-slate-200 bg-white transition-transform md:top-16 md:z-20 md:translate-x-0 ${
          isMenuOpen ? "translate-x-0" : "invisible -translate-x-full md:visible"
        }`}
      >
        <div className="flex h-16 items-center justify-end px-4 md:hidden">
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Close menu"
            onClick={handleCloseMenu}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="h-[calc(100%-4rem)] md:h-full">
          <SideMenu hasPaidAccess={isPaid} supportEmail={supportEmail} onNavigate={() => setIsMenuOpen(false)} />
        </div>
      </aside>
      <div className="md:pl-64">{children}</div>
      {isLogoutOpen && <LogoutDialog onCancel={() => setIsLogoutOpen(false)} />}
    </div>
  );
}
