// The sync log and the end of a visit, as the integration tests wait for them.
import type { IntegrationSync } from "@vemo/shared/contracts/integrations";
import type { TestApp } from "../../test/test-app.ts";
import type { Owner } from "../sharing/viewer-test-support.ts";

/** Polls the integration's sync log until it satisfies `done`; the test's timeout bounds the wait. */
export async function waitForSyncs(
  testApp: TestApp,
  owner: Owner,
  name: string,
  done: (syncs: IntegrationSync[]) => boolean,
): Promise<IntegrationSync[]> {
  for (;;) {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/integrations/${name}/syncs`,
      headers: owner.auth,
    });
    const syncs = response.json().data as IntegrationSync[];
    if (done(syncs)) return syncs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function endSession(testApp: TestApp, token: string, sessionId: string) {
  return testApp.app.inject({ method: "POST", url: `/api/vemos/share/${token}/sessions/${sessionId}/end` });
}
