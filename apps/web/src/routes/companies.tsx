import { CompaniesPage } from "../features/companies/components/companies-page";

export function Component() {
  return <CompaniesPage />;
}
