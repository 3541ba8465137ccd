import { Outlet } from "react-router";
import { DashboardShell } from "../components/shell/dashboard-shell";

export function Component() {
  // The company context arrives with the route guard; until then paid items stay locked.
  return (
    <DashboardShell company={null}>
      <Outlet />
    </DashboardShell>
  );
}
