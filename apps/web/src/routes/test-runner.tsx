import { TestRunnerPage } from "../features/test-runner/components/test-runner-page";
import { usePageTitle } from "../components/use-page-title";

export function Component() {
  usePageTitle("Test Runner");
  return <TestRunnerPage />;
}
