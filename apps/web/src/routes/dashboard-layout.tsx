import { Outlet } from "react-router";
import { DashboardShell } from "../components/shell/dashboard-shell";
import { SessionGuard } from "../features/auth/components/session-guard";
import { CompanyProvider, useCompany } from "../features/companies/company-context";
import { OrganizationGate } from "../features/companies/components/organization-gate";
import { WelcomePreview } from "../features/preview/components/welcome-preview";

function CompanyShell() {
  const { company } = useCompany();
  return (
    <DashboardShell company={company}>
      <OrganizationGate>
        <Outlet />
        <WelcomePreview />
      </OrganizationGate>
    </DashboardShell>
  );
}

/** Every owner screen: a live session (guard 1), then a company (guard 2), inside the shell. */
export function Component() {
  return (
    <SessionGuard>
      <CompanyProvider>
        <CompanyShell />
      </CompanyProvider>
    </SessionGuard>
  );
}
