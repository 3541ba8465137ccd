import { PricingPage } from "../features/billing/components/pricing-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Pricing");
  return <PricingPage />;
}
