import { PrivacyPolicyPage } from "../features/privacy/components/privacy-policy-page";

export function Component() {
  return <PrivacyPolicyPage />;
}
