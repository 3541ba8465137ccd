import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Company } from "@vemo/shared/contracts/companies";
import type { BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { buildCompany, buildUser, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { browserPage } from "../../billing/browser-page";

const loadPage = vi.spyOn(browserPage, "loadPage").mockImplementation(() => {});

const proCompany = buildCompany({ subscription_plan: "pro", subscription_status: "active" });
const LIST_PATH = "/api/vemos/bulk-uploads";

function buildUpload(number: number, overrides: Partial<BulkUpload> = {}): BulkUpload {
  return {
    id: `batch-${number}`,
    shared_by: null,
    original_filename: `leads-${number}.xlsx`,
    file_name: `leads-${number}.csv`,
    operation_type: "bulk_upload",
    vemo_title: "Product tour",
    created_at: new Date(Date.UTC(2024, 4, 30 - number, 9, 30)).toISOString(),
    customer_count: number,
    ...overrides,
  };
}

const listed = (uploads: BulkUpload[]): ApiReply => ({ body: { success: true, data: uploads } });

function stubOwner(company: Company, answer: (call: ApiCall) => ApiReply | undefined) {
  return stubApi((call) => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: [company] } };
    return answer(call);
  });
}

async function openPage() {
  const result = renderRoutes(routes, "/bulk-uploads");
  await screen.findByRole("heading", { name: "Bulk Uploads", level: 1 });
  return result;
}

const tableRows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));

describe("BulkUploadsPage", () => {
  beforeEach(() => storeSession());
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("lists the batches with their .csv name, type, date and customers, and totals them", async () => {
    const few = buildUpload(1, {
      original_filename: null,
      file_name: "bulk_share_links_2024-05-29.csv",
      operation_type: "few_links",
      customer_count: 3,
    });
    const bulk = buildUpload(2, { vemo_title: "Onboarding", customer_count: 250 });
    stubOwner(proCompany, (call) => (call.path === LIST_PATH ? listed([few, bulk]) : undefined));
    await openPage();

    await screen.findByRole("table");
    const headers = within(screen.getByRole("table"))
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Upload name", "Type", "Upload date", "Customers", "Links", "Download"]);
    const date = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
    expect(tableRows()).toEqual([
      ["bulk_share_links_2024-05-29.csvProduct tour", "Few Links", date(few.created_at), "3", "Manage", "Download"],
      ["leads-2.csvOnboarding", "Bulk Upload", date(bulk.created_at), "250", "Manage", "Download"],
    ]);
    expect(screen.getByText("Total uploads: 2 batches • Total customers: 253")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("shows 10 batches a page, with the first, last and nearby pages between ellipses", async () => {
    const uploads = Array.from({ length: 55 }, (_, index) => buildUpload(index + 1));
    stubOwner(proCompany, (call) => (call.path === LIST_PATH ? listed(uploads) : undefined));
    await openPage();
    await screen.findByRole("table");
    const user = userEvent.setup();
    const pagination = () => screen.getByRole("navigation", { name: "Pagination" });
    const pageButtons = () =>
      within(pagination())
        .getAllByRole("button")
        .map((button) => button.textContent);
    const firstName = () => tableRows()[0]?.[0];

    expect(tableRows()).toHaveLength(10);
    expect(pageButtons()).toEqual(["Previous", "1", "2", "6", "Next"]);
    expect(pagination().textContent).toBe("Previous12…6Next");
    expect(screen.getByText("Total uploads: 55 batches • Total customers: 1540")).toBeInTheDocument();

    await user.click(within(pagination()).getByRole("button", { name: "Page 6" }));
    expect(tableRows()).toHaveLength(5);
    expect(firstName()).toBe("leads-51.csvProduct tour");
    expect(pagination().textContent).toBe("Previous1…56Next");

    await user.click(within(pagination()).getByRole("button", { name: "Previous" }));
    await user.click(within(pagination()).getByRole("button", { name: "Previous" }));
    expect(firstName()).toBe("leads-31.csvProduct tour");
    expect(within(pagination()).getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    expect(pagination().textContent).toBe("Previous123456Next");
  });

  it("says when there are no batches yet and how to make one", async () => {
    stubOwner(proCompany, (call) => (call.path === LIST_PATH ? listed([]) : undefined));
    await openPage();
    expect(await screen.findByRole("heading", { name: "No bulk uploads" })).toBeInTheDocument();
    expect(
      screen.getByText("Create a Vemo and use the bulk share feature to generate unique links for your customers."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("reports a failed load with its status and text, and loads again on Retry", async () => {
    let reply: ApiReply = { status: 429, body: { success: false, error: "Too many requests" } };
    stubOwner(proCompany, (call) => (call.path === LIST_PATH ? reply : undefined));
    await openPage();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to fetch bulk uploads (429): Too many requests",
    );

    reply = listed([buildUpload(1)]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it("reports a network failure once the retries are spent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubOwner(proCompany, (call) => {
      if (call.path === LIST_PATH) throw new TypeError("Failed to fetch");
      return undefined;
    });
    await openPage();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Network error occurred: Please check your connection and try again.",
    );
  });

  it("downloads a batch's CSV under its name", async () => {
    const csv = "SL No,Client Name,Company Name,Email,Shared Vemo\n";
    const calls = stubOwner(proCompany, (call) =>
      call.path === LIST_PATH ? listed([buildUpload(1), buildUpload(2)]) : undefined,
    );
    const answerJson = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith("/download")
        ? Promise.resolve(new Response(csv, { headers: { "Content-Type": "text/csv" } }))
        : answerJson(input, init),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => "blob:batch", revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openPage();

    await userEvent.setup().click(await screen.findByRole("button", { name: "Download leads-2.csv" }));
    await vi.waitFor(() => expect(saved).toEqual(["leads-2.csv"]));
    expect(calls.filter((call) => call.path === LIST_PATH)).toHaveLength(1);
  });

  it("shows a batch's links with their state and revokes the active ones at once", async () => {
    let links = [
      { shareId: "link-ada", clientName: "Ada", email: "ada@example.com", state: "active" },
      { shareId: "link-bob", clientName: "Bob", email: "bob@example.com", state: "expired" },
      { shareId: "link-cy", clientName: "Cy", email: "cy@example.com", state: "disabled" },
    ];
    const calls = stubOwner(proCompany, (call) => {
      if (call.path === LIST_PATH) return listed([buildUpload(2)]);
      if (call.path === "/api/vemos/bulk-uploads/batch-2/links") return { body: { success: true, data: links } };
      if (call.path === "/api/share-links/revoke") {
        links = links.map((link) => ({ ...link, state: "disabled" }));
        return { body: { success: true, revoked: 2, alreadyDisabled: 0 } };
      }
      return undefined;
    });
    await openPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Manage the links of leads-2.csv" }));
    const dialog = await screen.findByRole("dialog", { name: "Links of leads-2.csv" });
    await within(dialog).findByText("ada@example.com");
    const states = () =>
      within(dialog)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
    expect(states()).toEqual(["Active", "Expired", "Disabled"]);

    await user.click(within(dialog).getByRole("button", { name: "Revoke all links" }));
    expect(await within(dialog).findByText("2 links revoked.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/share-links/revoke")?.body).toEqual({
      shareIds: ["link-ada", "link-bob"],
    });
    await vi.waitFor(() => expect(states()).toEqual(["Disabled", "Disabled", "Disabled"]));
  });

  it.each([
    ["the Free plan", buildCompany({ subscription_plan: "free" })],
    ["a cancelled Pro subscription", buildCompany({ subscription_plan: "pro", subscription_status: "cancelled" })],
  ])("asks %s to upgrade instead of listing batches", async (_, company) => {
    const calls = stubOwner(company, (call) =>
      call.path === "/api/subscription/checkout"
        ? { body: { success: true, checkoutUrl: "https://checkout.test/s-1" } }
        : undefined,
    );
    const { router } = await openPage();

    const gate = await screen.findByRole("region", { name: "Bulk Upload requires Pro plan" });
    expect(
      within(gate)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace("✓", "")),
    ).toEqual([
      "Create unique links for each prospect",
      "Upload CSV or Excel files with hundreds of customers",
      "Download every batch's links as CSV",
    ]);
    const user = userEvent.setup();
    await user.click(within(gate).getByRole("button", { name: "Upgrade to Pro" }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith("https://checkout.test/s-1"));
    expect(calls.find((call) => call.path === "/api/subscription/checkout")?.body).toEqual({
      plan: "pro",
      billingCycle: "monthly",
    });
    expect(calls.some((call) => call.path === LIST_PATH)).toBe(false);

    await user.click(within(gate).getByRole("button", { name: "Back to Vemos" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/vemos"));
  });

  it("shows who made each batch and lists one teammate's when the organisation has several people", async () => {
    const ada = { id: "user-ada", name: "Ada Lovelace" };
    const grace = { id: "user-grace", name: "Grace Hopper" };
    const member = (person: typeof ada, role: string) => ({
      userId: person.id,
      email: `${person.id}@acme.test`,
      name: person.name,
      role,
      joinedAt: "2024-05-01T09:00:00.000Z",
    });
    const adas = buildUpload(1, { shared_by: ada });
    const graces = buildUpload(2, { shared_by: grace });
    const calls = stubOwner(proCompany, (call) => {
      if (call.path === "/api/team/members")
        return {
          body: {
            success: true,
            data: [member(ada, "owner"), member(grace, "member")],
            you: { userId: ada.id, role: "owner" },
            seats: { used: 2, limit: 5 },
          },
        };
      if (call.path === LIST_PATH) return listed([adas, graces]);
      if (call.path === `${LIST_PATH}?sharedBy=${grace.id}`) return listed([graces]);
      return undefined;
    });
    await openPage();

    await screen.findByRole("columnheader", { name: "Shared by" });
    expect(tableRows().map((cells) => cells[2])).toEqual(["Ada Lovelace", "Grace Hopper"]);

    await userEvent.setup().selectOptions(screen.getByLabelText("Shared by"), "Grace Hopper");
    await vi.waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(tableRows()[0]?.[2]).toBe("Grace Hopper");
    expect(calls.map((call) => call.path)).toContain(`${LIST_PATH}?sharedBy=${grace.id}`);
  });

  it("has no Shared by filter or column for an organisation of one", async () => {
    stubOwner(proCompany, (call) => (call.path === LIST_PATH ? listed([buildUpload(1)]) : undefined));
    await openPage();
    await screen.findByRole("table");
    expect(screen.queryByRole("columnheader", { name: "Shared by" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Shared by")).not.toBeInTheDocument();
  });
});
