import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CustomerListItem } from "@vemo/shared/contracts/analytics";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { buildCompany, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { answerOwner, buildCustomer, buildDetails, captureDownloads, proCompany } from "../interactions-test-setup";

const grace = buildCustomer();
const visitor = buildCustomer({
  share_token: "token-public",
  viewer_id: "viewer-public",
  link_kind: "public",
  client_name: null,
  client_email: null,
  client_company: null,
  question_count: 0,
  total_duration: 7,
});
const alan = buildCustomer({
  share_token: "token-alan",
  viewer_id: "viewer-alan",
  client_name: "Alan Turing",
  client_email: "alan@bletchley.test",
  client_company: null,
});

const listed = (customers: CustomerListItem[], total = customers.length): ApiReply => ({
  body: { success: true, data: customers, total, page: 1, pageSize: 10 },
});

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith("/api/analytics/customer-list?"));
const lastListQuery = (calls: ApiCall[]) =>
  Object.fromEntries(new URL(listCalls(calls).at(-1)?.path ?? "/", "http://localhost").searchParams);

function stubList(answer: (call: ApiCall) => ApiReply | undefined, company = proCompany) {
  return stubApi(
    answerOwner(company, (call) => (call.path.startsWith("/api/analytics/customer-list") ? answer(call) : undefined)),
  );
}

async function openPage(path = "/customer-interactions") {
  const result = renderRoutes(routes, path);
  // The route loads on demand, and the first test of the file waits for it to be compiled.
  await screen.findByRole("heading", { name: "All Interactions" }, { timeout: 5000 });
  return result;
}

const table = () => screen.findByRole("table", { name: "Customer interactions" });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const shownRange = () => screen.getByText(/^Showing \d+ to \d+ of \d+ results$/).textContent;
const pageNumbers = () =>
  within(screen.getByRole("navigation", { name: "Pagination" }))
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe("CustomerInteractionsPage", () => {
  beforeEach(() => storeSession());
  afterEach(() => vi.restoreAllMocks());

  it("lists each prospect with their e-mail, company, demo, questions and time spent; a public-link visitor is 'Anonymous User'", async () => {
    const calls = stubList(() => listed([grace, visitor, alan]));
    await openPage();

    const rows = within(await table())
      .getAllByRole("row")
      .slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ["Grace Hoppergrace@navy.test", "Navy Labs", "Product tour", "2", "2:05", "40%", "40", "View Details"],
      ["Anonymous User", "No company", "Product tour", "0", "0:07", "40%", "40", "View Details"],
      ["Alan Turingalan@bletchley.test", "No company", "Product tour", "2", "2:05", "40%", "40", "View Details"],
    ]);
    expect(lastListQuery(calls)).toEqual({ page: "1", pageSize: "10", sort: "recent" });
    expect(listCalls(calls)[0]?.authorization).toBe("Bearer access-token");
    expect(screen.getByPlaceholderText("Search by name, email, company or demo watched...")).toBeInTheDocument();
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("10");
  });

  it("searches on the server and starts again from page 1", async () => {
    const calls = stubList(() => listed([grace], 95));
    await openPage();
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await vi.waitFor(() => expect(lastListQuery(calls)).toEqual({ page: "3", pageSize: "10", sort: "recent" }));

    await user.type(screen.getByRole("searchbox", { name: "Search interactions" }), "navy");
    await vi.waitFor(() =>
      expect(lastListQuery(calls)).toEqual({ page: "1", pageSize: "10", search: "navy", sort: "recent" }),
    );
    expect(await screen.findByRole("button", { name: "Page 1", current: "page" })).toBeInTheDocument();
  });

  it("changes the page size on the server and starts again from page 1", async () => {
    const calls = stubList(() => listed([grace], 95));
    await openPage();
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await vi.waitFor(() => expect(lastListQuery(calls).page).toBe("2"));

    await user.selectOptions(screen.getByLabelText("Rows per page"), "25");
    await vi.waitFor(() => expect(lastListQuery(calls)).toEqual({ page: "1", pageSize: "25", sort: "recent" }));
    expect(await screen.findByText("Showing 1 to 25 of 95 results")).toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Rows per page"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "25", "50", "100"]);
  });

  it("pages with Previous, Next and up to 5 page numbers, saying which results are shown", async () => {
    const calls = stubList(() => listed([grace], 95));
    await openPage();
    const user = userEvent.setup();
    await table();

    expect(shownRange()).toBe("Showing 1 to 10 of 95 results");
    expect(pageNumbers()).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Page 5" }));
    await vi.waitFor(() => expect(shownRange()).toBe("Showing 41 to 50 of 95 results"));
    expect(pageNumbers()).toEqual(["3", "4", "5", "6", "7"]);
    expect(lastListQuery(calls).page).toBe("5");

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await vi.waitFor(() => expect(shownRange()).toBe("Showing 31 to 40 of 95 results"));

    await user.click(screen.getByRole("button", { name: "Page 6" }));
    await user.click(screen.getByRole("button", { name: "Page 8" }));
    await user.click(screen.getByRole("button", { name: "Page 10" }));
    await vi.waitFor(() => expect(shownRange()).toBe("Showing 91 to 95 of 95 results"));
    expect(pageNumbers()).toEqual(["6", "7", "8", "9", "10"]);
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });

  it("says 'No interactions found.' without a search and 'No interactions found matching your search.' with one", async () => {
    stubList(() => listed([]));
    await openPage();
    expect(await screen.findByText("No interactions found.")).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search interactions" }), "zzz");
    expect(await screen.findByText("No interactions found matching your search.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("reports a failed load with 'Try Again'", async () => {
    let isDown = true;
    stubList(() => (isDown ? { status: 500, body: { success: false, error: "Internal" } } : listed([grace])));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openPage();
    // The query retries twice before giving up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load customer interactions");

    isDown = false;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks a Free organisation to upgrade instead of listing anything", async () => {
    const calls = stubList(() => listed([grace]), buildCompany());
    await openPage();
    expect(await screen.findByRole("heading", { name: "Upgrade Required" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it("asks to upgrade when the server refuses the list for the plan", async () => {
    stubList(() => ({
      status: 403,
      body: { success: false, error: "Upgrade to Pro", requiresUpgrade: true, isCancelled: true, currentPlan: "pro" },
    }));
    await openPage();
    expect(await screen.findByRole("heading", { name: "Upgrade Required" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to load customer interactions")).not.toBeInTheDocument();
  });

  it("exports the list as CSV with the current search", async () => {
    const downloads = captureDownloads();
    const calls = stubList((call) => (call.path.includes("/export") ? { body: "name,email\n" } : listed([grace])));
    await openPage();
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByRole("searchbox", { name: "Search interactions" }), "navy");
    await vi.waitFor(() => expect(lastListQuery(calls).search).toBe("navy"));

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() =>
      expect(downloads).toEqual([{ fileName: "customer-interactions.csv", url: "blob:download-1" }]),
    );
    const exported = calls.find((call) => call.path.startsWith("/api/analytics/customer-list/export"));
    expect(exported?.path).toBe("/api/analytics/customer-list/export?search=navy&sort=recent");
    expect(exported?.authorization).toBe("Bearer access-token");
  });

  it("sorts by engagement on the server, from page 1, and exports in that order", async () => {
    const calls = stubList((call) => (call.path.includes("/export") ? { body: "name,email\n" } : listed([grace])));
    captureDownloads();
    await openPage();
    const user = userEvent.setup();
    await table();
    expect(lastListQuery(calls).sort).toBe("recent");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Most engaged");
    await vi.waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sort: "engagement", page: "1" }));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === "/api/analytics/customer-list/export?sort=engagement")).toBe(true),
    );
  });

  it("opens a prospect's details from 'View Details'", async () => {
    const details = buildDetails({ ...visitor, questions: [], insight_summary: "Watched quietly." });
    const calls = stubApi(
      answerOwner(proCompany, (call) => {
        if (call.path.startsWith("/api/analytics/customer-list?")) return listed([grace, visitor]);
        if (call.path.startsWith("/api/analytics/customer-interaction-details/"))
          return { body: { success: true, data: details } };
        return undefined;
      }),
    );
    await openPage();
    const rows = within(await table()).getAllByRole("row");
    await userEvent.setup().click(within(rows[2] as HTMLElement).getByRole("button", { name: "View Details" }));

    const dialog = await screen.findByRole("dialog", { name: "Interaction Details" });
    expect(await within(dialog).findByText("Public Link")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Anonymous User" })).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.path === "/api/analytics/customer-interaction-details/token-public?viewerId=viewer-public",
      ),
    ).toBe(true);
  });

  it("opens the details a notice e-mail links to", async () => {
    const details = buildDetails({ ...visitor, questions: [], insight_summary: "Watched quietly." });
    const calls = stubApi(
      answerOwner(proCompany, (call) => {
        if (call.path.startsWith("/api/analytics/customer-list?")) return listed([grace, visitor]);
        if (call.path.startsWith("/api/analytics/customer-interaction-details/"))
          return { body: { success: true, data: details } };
        return undefined;
      }),
    );
    await openPage("/customer-interactions?prospect=token-public&viewer=viewer-public");

    const dialog = await screen.findByRole("dialog", { name: "Interaction Details" });
    expect(within(dialog).getByRole("heading", { name: "Anonymous User" })).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.path === "/api/analytics/customer-interaction-details/token-public?viewerId=viewer-public",
      ),
    ).toBe(true);
  });

  it("sends /interactions to the same page", async () => {
    stubList(() => listed([grace]));
    const { router } = await openPage("/interactions");
    expect(router.state.location.pathname).toBe("/customer-interactions");
    expect(await screen.findByText("Grace Hopper")).toBeInTheDocument();
  });
});
