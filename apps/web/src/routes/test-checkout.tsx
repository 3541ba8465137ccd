import { useParams } from "react-router";
import { TestCheckoutPage } from "../features/billing/components/test-checkout-page";

export function Component() {
  const { sessionId = "" } = useParams();
  return <TestCheckoutPage key={sessionId} sessionId={sessionId} />;
}
