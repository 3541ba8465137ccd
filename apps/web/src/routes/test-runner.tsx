import { TestRunnerPage } from "../features/test-runner/components/test-runner-page";

export function Component() {
  return <TestRunnerPage />;
}
