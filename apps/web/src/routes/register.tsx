import { RegisterPage } from "../features/auth/components/register-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Register");
  return <RegisterPage />;
}
