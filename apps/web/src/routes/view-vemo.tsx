import { useParams } from "react-router";
import { ViewVemoPage } from "../features/vemos/components/view-vemo-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("View Vemo");
  const { id = "" } = useParams();
  // A new id is a new page: nothing of the previous Vemo's screen state carries over.
  return <ViewVemoPage key={id} vemoId={id} />;
}
