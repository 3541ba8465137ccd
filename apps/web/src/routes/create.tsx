import { CreateVemoPage } from "../features/vemos/components/create-vemo-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Create Vemo");
  return <CreateVemoPage />;
}
