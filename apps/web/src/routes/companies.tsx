import { CompaniesPage } from "../features/companies/components/companies-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Company Management");
  return <CompaniesPage />;
}
