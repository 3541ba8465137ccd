import { BulkUploadsPage } from "../features/bulk-uploads/components/bulk-uploads-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Bulk Uploads");
  return <BulkUploadsPage />;
}
