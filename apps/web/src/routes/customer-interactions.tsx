import { CustomerInteractionsPage } from "../features/interactions/components/customer-interactions-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("All Interactions");
  return <CustomerInteractionsPage />;
}
