import { LandingPage } from "../features/landing/components/landing-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle();
  return <LandingPage />;
}
