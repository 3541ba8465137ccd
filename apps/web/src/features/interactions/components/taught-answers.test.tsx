import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TaughtAnswer } from "@vemo/shared/contracts/taught-answers";
import { describe, expect, it, vi } from "vitest";
import { buildVemoDetail, buildVemoDocument, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { CompanyProvider } from "../../companies/company-context";
import { answerOwner, proCompany } from "../interactions-test-setup";
import { MOMENT_FORMAT_ERROR } from "../teach-answer-form";
import { VemoInteractionsDialog } from "./vemo-interactions-dialog";

const VEMO = { id: "vemo-7", title: "Product Tour 2.0" };
const VIDEO = "https://youtu.be/dQw4w9WgXcQ";
const TAUGHT_PATH = "/api/vemos/vemo-7/taught-answers";

function taughtAnswer(overrides: Partial<TaughtAnswer> = {}): TaughtAnswer {
  return {
    id: "taught-1",
    question: "Is there an API?",
    answer: "Yes, a REST API on every plan.",
    videoUrl: VIDEO,
    start: 68,
    sourceId: null,
    page: null,
    source: null,
    createdAt: "2024-03-05T15:00:00.000Z",
    updatedAt: "2024-03-05T15:00:00.000Z",
    ...overrides,
  };
}

/** The Vemo's interactions dialog over a stubbed API that keeps taught answers as the server would. */
function renderDialog(initial: TaughtAnswer[] = []) {
  let taught = initial;
  storeSession();
  const calls = stubApi(
    answerOwner(proCompany, (call) => {
      if (call.path === "/api/analytics/vemo-interactions/vemo-7") return { body: { success: true, data: [] } };
      if (call.path === "/api/analytics/unanswered-questions/vemo-7")
        return {
          body: {
            success: true,
            data: [{ question: "Is there an API?", times_asked: 2, last_asked_at: "2024-03-05T15:00:00.000Z" }],
          },
        };
      if (call.path === "/api/vemos/vemo-7")
        return {
          body: {
            success: true,
            data: buildVemoDetail({
              id: "vemo-7",
              documents: [buildVemoDocument({ id: "doc-1", document_id: "doc-1", filename: "pricing.pdf" })],
            }),
          },
        };
      if (call.path === TAUGHT_PATH && call.method === "GET") return { body: { success: true, data: taught } };
      if (call.path === TAUGHT_PATH && call.method === "POST") {
        taught = [taughtAnswer(call.body as Partial<TaughtAnswer>), ...taught];
        return { body: { success: true, data: taught[0] } };
      }
      if (call.path === `${TAUGHT_PATH}/taught-1` && call.method === "DELETE") {
        taught = taught.filter((item) => item.id !== "taught-1");
        return { body: { success: true } };
      }
      return undefined;
    }),
  );
  renderRoutes(
    [
      {
        path: "/vemos",
        element: (
          <CompanyProvider>
            <VemoInteractionsDialog vemo={VEMO} onClose={() => undefined} />
          </CompanyProvider>
        ),
      },
    ],
    "/vemos",
  );
  return calls;
}

describe("teaching answers from a Vemo's interactions", () => {
  // Many steps of a real owner's clicks and typing: more than the default time on a busy machine.
  it(
    "teaches the answer to an unanswered question with a video moment, then lists it",
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const calls = renderDialog();
      const taughtList = await screen.findByRole("region", { name: "Answers you taught" });
      expect(await within(taughtList).findByText(/None yet/)).toBeInTheDocument();

      const unanswered = await screen.findByRole("region", { name: "Questions your content did not answer" });
      await user.click(await within(unanswered).findByRole("button", { name: "Teach the answer to Is there an API?" }));
      const dialog = await screen.findByRole("dialog", { name: "Teach the answer" });
      expect(within(dialog).getByRole("textbox", { name: "Question" })).toHaveValue("Is there an API?");
      await user.click(within(dialog).getByRole("textbox", { name: "Answer" }));
      await user.paste("Yes, a REST API on every plan.");
      await user.selectOptions(within(dialog).getByRole("combobox", { name: "Show" }), "A moment of a video");
      const moment = within(dialog).getByRole("textbox", { name: "Moment (m:ss)" });
      await user.clear(moment);
      await user.type(moment, "1:75");
      await user.click(within(dialog).getByRole("button", { name: "Save answer" }));
      expect(within(dialog).getByRole("alert")).toHaveTextContent(MOMENT_FORMAT_ERROR);

      await user.clear(moment);
      await user.type(moment, "1:08");
      await user.click(within(dialog).getByRole("button", { name: "Save answer" }));
      await vi.waitFor(() =>
        expect(screen.queryByRole("dialog", { name: "Teach the answer" })).not.toBeInTheDocument(),
      );
      expect(calls.find((call) => call.method === "POST" && call.path === TAUGHT_PATH)?.body).toEqual({
        question: "Is there an API?",
        answer: "Yes, a REST API on every plan.",
        videoUrl: VIDEO,
        start: 68,
      });
      expect(await within(taughtList).findByText("Shows: Video at 1:08")).toBeInTheDocument();
      expect(within(taughtList).getByText("Yes, a REST API on every plan.")).toBeInTheDocument();
    },
  );

  it("cites a document page, and removes a taught answer", async () => {
    const user = userEvent.setup();
    const calls = renderDialog([taughtAnswer()]);
    const taughtList = await screen.findByRole("region", { name: "Answers you taught" });
    await user.click(await within(taughtList).findByRole("button", { name: "Remove the answer to Is there an API?" }));
    expect(await within(taughtList).findByText(/None yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === `${TAUGHT_PATH}/taught-1`)).toBe(true);

    const unanswered = screen.getByRole("region", { name: "Questions your content did not answer" });
    await user.click(within(unanswered).getByRole("button", { name: "Teach the answer to Is there an API?" }));
    const dialog = await screen.findByRole("dialog", { name: "Teach the answer" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Show" }), "A page of a document");
    const page = within(dialog).getByRole("textbox", { name: "Page" });
    await user.clear(page);
    await user.type(page, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save answer" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "POST" && call.path === TAUGHT_PATH)?.body).toEqual({
        question: "Is there an API?",
        sourceId: "doc-1",
        page: 3,
      }),
    );
  });
});
