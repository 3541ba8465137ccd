/**
 * The test runner's two "backends": two answer-engine profiles configured on the server, so a
 * change can be compared with the current engine on the team's own questions.
 */
export const ANSWER_BACKENDS = [
  { id: "backend1", name: "Backend 1", description: "Production Backend", profile: "production" },
  { id: "backend2", name: "Backend 2", description: "Testing Backend", profile: "testing" },
] as const;

export type AnswerBackend = (typeof ANSWER_BACKENDS)[number];
export type AnswerProfileName = AnswerBackend["profile"];

/** A stored backend id counts only if it is one of ours; otherwise the first is used. */
export function answerBackendById(id: string | null | undefined): AnswerBackend {
  return ANSWER_BACKENDS.find((backend) => backend.id === id) ?? ANSWER_BACKENDS[0];
}

/** The test runner's pass rule: the answer's moment within 10 s of the expected one. */
export const PASS_THRESHOLD_SECONDS = 10;
/** The error recorded for a row whose request failed. */
export const FAILED_ROW_ERROR = 999;
