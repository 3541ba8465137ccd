import { VemosPage } from "../features/vemos/components/vemos-page";

export function Component() {
  return <VemosPage />;
}
