import { OverviewPage } from "../features/overview/components/overview-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Overview");
  return <OverviewPage />;
}
