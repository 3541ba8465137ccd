import { PrivacyPolicyPage } from "../features/privacy/components/privacy-policy-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Privacy Policy");
  return <PrivacyPolicyPage />;
}
