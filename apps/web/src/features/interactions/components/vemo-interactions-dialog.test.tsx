import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomerListItem, UnansweredQuestion } from "@vemo/shared/contracts/analytics";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { CompanyProvider } from "../../companies/company-context";
import { answerOwner, buildCustomer, captureDownloads, proCompany } from "../interactions-test-setup";
import { VemoInteractionsDialog } from "./vemo-interactions-dialog";
import { buildLinkControls } from "../../link-controls/link-controls-test-support";

const VEMO = { id: "vemo-7", title: "Product Tour 2.0" };

const grace = buildCustomer();
const alan = buildCustomer({
  share_token: "token-alan",
  viewer_id: "viewer-alan",
  client_name: "Alan Turing",
  client_email: "alan@bletchley.test",
  client_company: "Bletchley Park",
});
const visitor = buildCustomer({
  share_token: "token-public",
  viewer_id: "viewer-public",
  link_kind: "public",
  client_name: null,
  client_email: null,
  client_company: null,
});

type Replies = {
  interactions?: ApiReply;
  unanswered?: UnansweredQuestion[];
  extra?: (call: ApiCall) => ApiReply | undefined;
};

const listedInteractions = (customers: CustomerListItem[]): ApiReply => ({ body: { success: true, data: customers } });

function renderDialog({
  interactions = listedInteractions([grace, alan, visitor]),
  unanswered = [],
  extra = () => undefined,
}: Replies = {}) {
  storeSession();
  const calls = stubApi(
    answerOwner(proCompany, (call) => {
      if (call.path === "/api/analytics/vemo-interactions/vemo-7") return interactions;
      if (call.path === "/api/analytics/unanswered-questions/vemo-7")
        return { body: { success: true, data: unanswered } };
      return extra(call);
    }),
  );
  const element = (
    <CompanyProvider>
      <VemoInteractionsDialog vemo={VEMO} onClose={() => undefined} />
    </CompanyProvider>
  );
  renderRoutes([{ path: "/vemos", element }], "/vemos");
  return calls;
}

const dialog = () => screen.getByRole("dialog", { name: "Interactions: Product Tour 2.0" });
const shownNames = () =>
  within(within(dialog()).getByRole("table", { name: "Vemo interactions" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("VemoInteractionsDialog", () => {
  beforeEach(() => storeSession());

  it("lists the Vemo's viewers and searches them by name, e-mail and company without asking the server again", async () => {
    const calls = renderDialog();
    await within(await screen.findByRole("dialog")).findByRole("table", { name: "Vemo interactions" });
    expect(shownNames()).toEqual(["Grace Hoppergrace@navy.test", "Alan Turingalan@bletchley.test", "Anonymous User"]);
    const columns = within(dialog())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(columns).toEqual(["Customer", "Company", "Questions", "Time spent", "Watched %", "Engagement", "Actions"]);

    const user = userEvent.setup();
    const search = within(dialog()).getByRole("searchbox", { name: "Search this Vemo's interactions" });
    await user.type(search, "BLETCHLEY");
    expect(shownNames()).toEqual(["Alan Turingalan@bletchley.test"]);
    await user.clear(search);
    await user.type(search, "navy.test");
    expect(shownNames()).toEqual(["Grace Hoppergrace@navy.test"]);
    await user.clear(search);
    await user.type(search, "hopper");
    expect(shownNames()).toEqual(["Grace Hoppergrace@navy.test"]);
    await user.type(search, "zzz");
    expect(within(dialog()).getByText("No interactions found matching your search.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith("/api/analytics/vemo-interactions/"))).toHaveLength(1);
  });

  it("says 'No interactions found for this Vemo' when nobody has interacted", async () => {
    renderDialog({ interactions: listedInteractions([]) });
    expect((await within(await screen.findByRole("dialog")).findByRole("status")).textContent).toBe(
      "No interactions found for this Vemo",
    );
  });

  it("says 'Failed to fetch interactions' when the list cannot be read", async () => {
    renderDialog({ interactions: { status: 404, body: { success: false, error: "Vemo not found" } } });
    expect((await within(await screen.findByRole("dialog")).findByRole("alert")).textContent).toBe(
      "Failed to fetch interactions",
    );
  });

  it("shows the questions the content did not answer, most asked first", async () => {
    renderDialog({
      unanswered: [
        { question: "Is there an API?", times_asked: 3, last_asked_at: "2024-03-05T15:00:00.000Z" },
        { question: "Do you support SSO?", times_asked: 1, last_asked_at: "2024-03-04T15:00:00.000Z" },
      ],
    });
    const section = await screen.findByRole("region", { name: "Questions your content did not answer" });
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Is there an API?Asked 3 timesTeach the answer",
      "Do you support SSO?Asked onceTeach the answer",
    ]);
  });

  it("exports the Vemo's interactions as a CSV file named after it", async () => {
    const downloads = captureDownloads();
    const calls = renderDialog({ extra: (call) => (call.path.endsWith("/export") ? { body: "name\n" } : undefined) });
    await within(await screen.findByRole("dialog")).findByRole("table", { name: "Vemo interactions" });
    await userEvent.setup().click(within(dialog()).getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() =>
      expect(downloads.map((download) => download.fileName)).toEqual(["product-tour-2-0-interactions.csv"]),
    );
    expect(calls.some((call) => call.path === "/api/analytics/vemo-interactions/vemo-7/export")).toBe(true);
  });

  it("reports a failed export", async () => {
    captureDownloads();
    renderDialog({
      extra: (call) =>
        call.path.endsWith("/export") ? { status: 500, body: { success: false, error: "Internal" } } : undefined,
    });
    await within(await screen.findByRole("dialog")).findByRole("table", { name: "Vemo interactions" });
    await userEvent.setup().click(within(dialog()).getByRole("button", { name: "Export CSV" }));
    expect((await within(dialog()).findByRole("alert")).textContent).toBe("Failed to export CSV. Please try again.");
  });

  it("opens a viewer's details and goes back to the list with the search kept", async () => {
    const details = {
      ...alan,
      link_created_at: "2024-03-01T09:00:00.000Z",
      link: buildLinkControls({ kind: "unique" }),
      videos: [],
      questions: [],
      insight_summary: "Interested in security.",
    };
    const calls = renderDialog({
      extra: (call) =>
        call.path.startsWith("/api/analytics/customer-interaction-details/")
          ? { body: { success: true, data: details } }
          : undefined,
    });
    await within(await screen.findByRole("dialog")).findByRole("table", { name: "Vemo interactions" });
    const user = userEvent.setup();
    await user.type(within(dialog()).getByRole("searchbox"), "alan");
    await user.click(within(dialog()).getByRole("button", { name: "View Details" }));

    const detailsDialog = screen.getByRole("dialog", { name: "Interaction Details" });
    expect(await within(detailsDialog).findByText("Interested in security.")).toBeInTheDocument();
    expect(
      calls.some((call) => call.path === "/api/analytics/customer-interaction-details/token-alan?viewerId=viewer-alan"),
    ).toBe(true);

    await user.click(within(detailsDialog).getByRole("button", { name: "Back" }));
    expect((within(dialog()).getByRole("searchbox") as HTMLInputElement).value).toBe("alan");
    expect(shownNames()).toEqual(["Alan Turingalan@bletchley.test"]);
  });
});
