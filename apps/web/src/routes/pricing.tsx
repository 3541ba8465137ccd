import { PricingPage } from "../features/billing/components/pricing-page";

export function Component() {
  return <PricingPage />;
}
