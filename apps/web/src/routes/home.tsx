import { LandingPage } from "../features/landing/components/landing-page";

export function Component() {
  return <LandingPage />;
}
