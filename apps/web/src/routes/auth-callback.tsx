import { AuthCallbackPage } from "../features/auth/components/auth-callback-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Signing in");
  return <AuthCallbackPage />;
}
