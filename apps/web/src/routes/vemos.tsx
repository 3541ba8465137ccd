import { VemosPage } from "../features/vemos/components/vemos-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Vemos");
  return <VemosPage />;
}
