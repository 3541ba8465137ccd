import { LoginPage } from "../features/auth/components/login-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Login");
  return <LoginPage />;
}
