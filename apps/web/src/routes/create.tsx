import { CreateVemoPage } from "../features/vemos/components/create-vemo-page";

export function Component() {
  return <CreateVemoPage />;
}
