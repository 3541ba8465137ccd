import { CustomerInteractionsPage } from "../features/interactions/components/customer-interactions-page";

export function Component() {
  return <CustomerInteractionsPage />;
}
