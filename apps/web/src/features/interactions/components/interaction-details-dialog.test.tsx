import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildVemoDetail, buildVemoVideo, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { CompanyProvider } from "../../companies/company-context";
import { answerOwner, buildDetails, buildQuestion, proCompany } from "../interactions-test-setup";
import { InteractionDetailsDialog } from "./interaction-details-dialog";

const DETAILS_PATH = "/api/analytics/customer-interaction-details/token-grace?viewerId=viewer-grace";
const SUMMARY_PATH = "/api/analytics/generate-insight-summary";

/** The Vemo as the preview overlay reads it: two videos, the answer's is the second. */
function answerPreview(call: ApiCall): ApiReply | undefined {
  const videos = [buildVemoVideo(), buildVemoVideo({ id: "video-2", video_url: "https://youtu.be/BBBBBBBBBBB" })];
  if (call.path === "/api/vemos/vemo-1") return { body: { success: true, data: buildVemoDetail({ videos }) } };
  if (call.path === "/api/vemos/vemo-1/python-data")
    return { body: { success: true, data: { video_count: 2, document_count: 0, website_count: 0, chunk_count: 3 } } };
  if (call.path === "/api/vemos/vemo-1/suggested-questions")
    return { body: { success: true, suggested_questions: [] } };
  return undefined;
}

function renderDialog(
  details: CustomerInteractionDetails | ApiReply,
  summary: (call: ApiCall) => ApiReply | Promise<ApiReply> = () => ({
    body: { success: true, data: { summary: "Keen on integrations." } },
  }),
) {
  storeSession();
  const reply: ApiReply = "share_token" in details ? { body: { success: true, data: details } } : details;
  const calls = stubApi(
    answerOwner(proCompany, (call) => {
      if (call.path === DETAILS_PATH) return reply;
      if (call.path === SUMMARY_PATH) return summary(call);
      return answerPreview(call);
    }),
  );
  const onClose = vi.fn();
  const element = (
    <CompanyProvider>
      <InteractionDetailsDialog
        interaction={{ shareToken: "token-grace", viewerId: "viewer-grace" }}
        onClose={onClose}
      />
    </CompanyProvider>
  );
  renderRoutes([{ path: "/customer-interactions", element }], "/customer-interactions");
  return { calls, onClose };
}

const dialog = () => screen.getByRole("dialog", { name: "Interaction Details" });
const insight = () => screen.getByRole("region", { name: "AI Insight Summary" });

async function openTab(name: string) {
  await userEvent.setup().click(await screen.findByRole("tab", { name }));
  return screen.getByRole("tabpanel");
}

/** Today at a fixed hour, so the relative dates do not depend on when the test runs. */
function todayAt(hours: number, minutes: number, daysAgo = 0): string {
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return date.toISOString();
}

describe("InteractionDetailsDialog", () => {
  beforeEach(() => storeSession());

  it("shows who the prospect is and their generated insight, asked for with the questions, name, title, link and viewer", async () => {
    const { calls } = renderDialog(
      buildDetails({
        questions: [buildQuestion(), buildQuestion({ id: "question-2", question: "What does it cost?" })],
      }),
    );
    expect(await within(dialog()).findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(within(dialog()).getByText("G")).toBeInTheDocument();
    expect(within(dialog()).getByText("grace@navy.test")).toBeInTheDocument();
    expect(within(dialog()).getByText("Navy Labs")).toBeInTheDocument();
    expect(within(dialog()).getByText(new Date("2024-03-05T15:30:00.000Z").toLocaleString())).toBeInTheDocument();

    expect(within(insight()).getByRole("status").textContent).toBe("Generating insight summary...");
    expect(await within(insight()).findByText("Keen on integrations.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === SUMMARY_PATH)?.body).toEqual({
      questions: ["Does it work with Salesforce?", "What does it cost?"],
      customerName: "Grace Hopper",
      vemoTitle: "Product tour",
      shareToken: "token-grace",
      viewerId: "viewer-grace",
    });
  });

  it("shows a cached insight at once without generating another", async () => {
    const { calls } = renderDialog(buildDetails({ insight_summary: "Already summarised." }));
    expect(await within(dialog()).findByText("Already summarised.")).toBeInTheDocument();
    expect(within(insight()).queryByRole("status")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === SUMMARY_PATH)).toBe(false);
  });

  it("falls back to a sentence of its own when the insight cannot be generated", async () => {
    renderDialog(buildDetails({ questions: [buildQuestion(), buildQuestion({ id: "question-2" })] }), () => ({
      status: 500,
      body: { success: false, error: "Internal" },
    }));
    expect(
      await within(dialog()).findByText(
        'Grace Hopper asked 2 questions about "Product tour". Review the questions below to follow up on what matters to them.',
      ),
    ).toBeInTheDocument();
  });

  it("falls back to 'viewed without asking' for a prospect with no questions", async () => {
    renderDialog(buildDetails({ questions: [], question_count: 0 }), () => ({
      status: 500,
      body: { success: false, error: "Internal" },
    }));
    expect(
      await within(dialog()).findByText('Grace Hopper viewed "Product tour" without asking any questions.'),
    ).toBeInTheDocument();
  });

  it("shows the demo, time spent, question count and the unique link with Copy on Overview", async () => {
    renderDialog(buildDetails());
    const panel = await openTab("Overview");
    const fact = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect([fact("Demo"), fact("Time spent"), fact("Questions")]).toEqual(["Product tour", "2:05", "2"]);

    const link = within(panel).getByRole("region", { name: "Unique Link Details" });
    expect(within(link).getByText("Link type").nextElementSibling?.textContent).toBe("Unique Customer Link");
    expect(within(link).getByText("Generated on").nextElementSibling?.textContent).toBe(
      new Date("2024-03-01T09:00:00.000Z").toLocaleDateString(),
    );
    const url = `${window.location.origin}/share/token-grace`;
    expect((within(link).getByLabelText("Link URL") as HTMLInputElement).value).toBe(url);

    const user = userEvent.setup();
    await user.click(within(link).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(link).getByRole("status").textContent).toBe("Copied");
  });

  it("lists each question with its time and the answer without markdown, and replays the answer's moment in the preview", async () => {
    renderDialog(
      buildDetails({
        questions: [
          buildQuestion(),
          buildQuestion({
            id: "question-2",
            question: "Any API?",
            answer: "__No__.",
            start_timestamp: null,
            video_url: null,
          }),
        ],
      }),
    );
    const panel = await openTab("Questions asked");
    const items = within(panel).getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Does it work with Salesforce?")).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText(new Date("2024-03-05T15:00:00.000Z").toLocaleString()),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText("Yes")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText("– it syncs contacts.")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("No.")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole("button", { name: /Video timestamp/ })).not.toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(items[0] as HTMLElement).getByRole("button", { name: "Video timestamp: 1:05" }));
    const preview = screen.getByRole("dialog", { name: "Product tour" });
    expect(await within(preview).findByText("Jump to: 1:05")).toBeInTheDocument();
    expect(within(preview).getByText("Video 2 of 2")).toBeInTheDocument();

    await userEvent.setup().click(within(preview).getByRole("button", { name: "Close preview" }));
    expect(screen.queryByRole("dialog", { name: "Product tour" })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it("says 'No questions asked' and 'No past interactions found' for a prospect who asked nothing", async () => {
    renderDialog(buildDetails({ questions: [], question_count: 0, insight_summary: "Quiet." }));
    expect(within(await openTab("Questions asked")).getByText("No questions asked")).toBeInTheDocument();
    expect(within(await openTab("Past interactions")).getByText("No past interactions found")).toBeInTheDocument();
  });

  it("groups the questions into sessions, newest first, with estimated times", async () => {
    const questions = [
      buildQuestion({ id: "q1", created_at: todayAt(9, 0, 3) }),
      buildQuestion({ id: "q2", created_at: todayAt(9, 10, 3) }),
      buildQuestion({ id: "q3", created_at: todayAt(0, 5) }),
      buildQuestion({ id: "q4", created_at: todayAt(0, 10) }),
      buildQuestion({ id: "q5", created_at: todayAt(0, 15) }),
    ];
    renderDialog(buildDetails({ questions, insight_summary: "Busy." }));
    const panel = await openTab("Past interactions");
    const rows = within(within(panel).getByRole("table", { name: "Past interactions" })).getAllByRole("row");
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      // 10 min span + 3 × 45 s + 30 % of the span as the first listed session's bonus.
      ["Today", "Product tour", "3", "15:15"],
      // 10 min span + 2 × 45 s, no bonus.
      ["3 days ago", "Product tour", "2", "11:30"],
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Demo", "Questions", "Estimated time"]);
  });

  it("says 'Failed to load interaction details' when the details cannot be read", async () => {
    renderDialog({ status: 404, body: { success: false, error: "Interaction not found" } });
    expect((await within(dialog()).findByRole("alert")).textContent).toBe("Failed to load interaction details");
  });

  it("closes from its Close button", async () => {
    const { onClose } = renderDialog(buildDetails({ insight_summary: "Quiet." }));
    await userEvent.setup().click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
