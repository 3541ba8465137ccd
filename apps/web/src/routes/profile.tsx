import { ProfilePage } from "../features/profile/components/profile-page";

export function Component() {
  return <ProfilePage />;
}
