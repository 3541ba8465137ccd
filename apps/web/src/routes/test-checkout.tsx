import { useParams } from "react-router";
import { TestCheckoutPage } from "../features/billing/components/test-checkout-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Checkout");
  const { sessionId = "" } = useParams();
  return <TestCheckoutPage key={sessionId} sessionId={sessionId} />;
}
