import { ProfilePage } from "../features/profile/components/profile-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Profile");
  return <ProfilePage />;
}
