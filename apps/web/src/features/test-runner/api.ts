import { QaBackendsResponse, QaTestResponse } from "@vemo/shared/contracts/qa";
import type { QaTestBody } from "@vemo/shared/contracts/qa";
import { apiRequest } from "../../lib/api-client";

export type BackendEndpoint = QaBackendsResponse["data"][number];

export async function fetchAnswerBackends(): Promise<BackendEndpoint[]> {
  const response = await apiRequest("/api/qa/backends", { schema: QaBackendsResponse });
  return response.data;
}

/** Asks one test row's question of one engine profile; the caller reads `success` and `error`. */
export function askTestQuestion(body: QaTestBody): Promise<QaTestResponse> {
  return apiRequest("/api/qa/test", { method: "POST", body, schema: QaTestResponse });
}
