import { BulkUploadsPage } from "../features/bulk-uploads/components/bulk-uploads-page";

export function Component() {
  return <BulkUploadsPage />;
}
