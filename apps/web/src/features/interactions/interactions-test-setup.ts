import type { CustomerInteractionDetails, CustomerListItem, CustomerQuestion } from "@vemo/shared/contracts/analytics";
import type { Company } from "@vemo/shared/contracts/companies";
import { onTestFinished, vi } from "vitest";
import { buildCompany, buildUser } from "../../test-utils";
import type { ApiCall, ApiReply } from "../../test-utils";
import { buildLinkControls } from "../link-controls/link-controls-test-support";

// Shared by the interactions tests: prospects, their details, and an owner's API.

export function buildCustomer(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    share_id: "share-1",
    shared_by: null,
    share_token: "token-grace",
    viewer_id: "viewer-grace",
    link_kind: "unique",
    client_name: "Grace Hopper",
    client_email: "grace@navy.test",
    client_company: "Navy Labs",
    vemo_id: "vemo-1",
    vemo_title: "Product tour",
    question_count: 2,
    total_duration: 125,
    watched_percent: 40,
    visit_count: 1,
    engagement_score: 40,
    first_seen_at: "2024-03-02T10:00:00.000Z",
    last_accessed_at: "2024-03-05T15:30:00.000Z",
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<CustomerQuestion> = {}): CustomerQuestion {
  return {
    id: "question-1",
    question: "Does it work with Salesforce?",
    answer: "**Yes** – it syncs contacts (see page 4).",
    created_at: "2024-03-05T15:00:00.000Z",
    video_url: "https://youtu.be/BBBBBBBBBBB",
    start_timestamp: 65,
    formatted_timestamp: "1:05",
    is_answered: true,
    taught_answer_id: null,
    ...overrides,
  };
}

export function buildDetails(overrides: Partial<CustomerInteractionDetails> = {}): CustomerInteractionDetails {
  return {
    ...buildCustomer(),
    link_created_at: "2024-03-01T09:00:00.000Z",
    link: buildLinkControls({ kind: "unique" }),
    videos: [
      {
        videoUrl: "https://youtu.be/BBBBBBBBBBB",
        duration: 200,
        watched_percent: 40,
        ranges: [
          [0, 60],
          [100, 120],
        ],
      },
    ],
    questions: [buildQuestion()],
    insight_summary: null,
    ...overrides,
  };
}

export const proCompany = buildCompany({ subscription_plan: "pro", subscription_status: "active" });

/** The signed-in owner of `company`; `answer` handles every other call. */
export function answerOwner(company: Company, answer: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined) {
  return (call: ApiCall) => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: [company] } };
    return answer(call);
  };
}

/** Records the files the page hands to the browser as downloads (jsdom has no object URLs and does not navigate). */
export function captureDownloads(): { fileName: string; url: string }[] {
  const saved: { fileName: string; url: string }[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  URL.createObjectURL = () => `blob:download-${saved.length + 1}`;
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, url: this.href });
  });
  onTestFinished(() => {
    Object.assign(URL, original);
    click.mockRestore();
  });
  return saved;
}
