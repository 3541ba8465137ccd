import { SettingsPage } from "../features/settings/components/settings-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Settings");
  return <SettingsPage />;
}
