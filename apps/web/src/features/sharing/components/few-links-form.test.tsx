import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildCompany } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import {
  buildLink,
  clickInDialog,
  FREE_MESSAGE,
  linksGenerated,
  proCompany,
  renderShareDialog,
  shareDialog,
  stubOwner,
} from "../share-test-support";

const bulkShareCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === "POST" && call.path === "/api/vemos/bulk-share");
const customer = (number: number) => within(shareDialog()).getByRole("group", { name: `Customer ${number}` });

async function openFewLinks(answer: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined = () => undefined) {
  const calls = stubOwner(proCompany, answer);
  const rendered = renderShareDialog();
  const user = userEvent.setup();
  await clickInDialog(user, "Unique Links");
  await clickInDialog(user, "Few Links");
  return { calls, user, ...rendered };
}

async function typeCustomer(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  values: { name?: string; email?: string; company?: string },
) {
  const group = customer(number);
  if (values.name) await user.type(within(group).getByLabelText("Name"), values.name);
  if (values.email) await user.type(within(group).getByLabelText("Email"), values.email);
  if (values.company) await user.type(within(group).getByLabelText("Company (optional)"), values.company);
}

const ada = buildLink();
const bob = buildLink({
  shareUrl: "http://localhost:3000/share/BobToken0000000000000",
  shareId: "share-bob",
  clientName: "Bob",
  email: "bob@example.com",
  companyName: "Builders",
  isNewLink: false,
});

describe("Few Links", () => {
  it("allows 5 customers and says so when a sixth is asked for", async () => {
    const { user } = await openFewLinks();
    expect(within(customer(1)).getByLabelText("Company (optional)")).toHaveAttribute("placeholder", "Unknown Company");

    for (let added = 0; added < 4; added++) await clickInDialog(user, "Add customer");
    expect(within(shareDialog()).getAllByRole("group")).toHaveLength(5);
    expect(within(shareDialog()).queryByRole("alert")).not.toBeInTheDocument();

    await clickInDialog(user, "Add customer");
    expect(within(shareDialog()).getByRole("alert").textContent).toBe("Maximum 5 customers allowed");
    expect(within(shareDialog()).getAllByRole("group")).toHaveLength(5);

    await clickInDialog(user, "Remove customer 5");
    expect(within(shareDialog()).getAllByRole("group")).toHaveLength(4);
    expect(within(shareDialog()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends the filled customers, 'Unknown Company' for a blank company, and lists a link for each to copy", async () => {
    const { calls, user } = await openFewLinks((call) =>
      call.path === "/api/vemos/bulk-share" ? linksGenerated([ada, bob]) : undefined,
    );
    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Add customer");
    await typeCustomer(user, 2, { name: "Bob", email: "bob@example.com", company: "Builders" });
    await clickInDialog(user, "Add customer");
    await clickInDialog(user, "Generate Links");

    const results = await screen.findByRole("list", { name: "Unique links" });
    expect(bulkShareCalls(calls).map((call) => call.body)).toEqual([
      {
        vemoId: "vemo-7",
        operationSource: "few_links",
        clientData: [
          { clientName: "Ada", email: "ada@example.com", companyName: "Unknown Company" },
          { clientName: "Bob", email: "bob@example.com", companyName: "Builders" },
        ],
      },
    ]);

    const adaRow = within(results).getByRole("listitem", { name: "Ada" });
    expect(within(adaRow).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(adaRow).getByText("Analytical Ltd")).toBeInTheDocument();
    expect(within(adaRow).getByText("New")).toBeInTheDocument();
    expect((within(adaRow).getByLabelText("Share link for Ada") as HTMLInputElement).value).toBe(ada.shareUrl);
    const bobRow = within(results).getByRole("listitem", { name: "Bob" });
    expect(within(bobRow).getByText("Existing")).toBeInTheDocument();

    await user.click(within(bobRow).getByRole("button", { name: "Copy link for Bob" }));
    expect(await navigator.clipboard.readText()).toBe(bob.shareUrl);
    expect(within(bobRow).getByRole("status").textContent).toBe("Copied");

    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await user.click(within(adaRow).getByRole("button", { name: "Copy link for Ada" }));
    expect((await within(adaRow).findByRole("alert")).textContent).toBe("Failed to copy link. Please copy manually.");
  });

  it("goes back from the links to the form with the customers still typed in", async () => {
    const { user } = await openFewLinks((call) =>
      call.path === "/api/vemos/bulk-share" ? linksGenerated([ada]) : undefined,
    );
    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Generate Links");
    await screen.findByRole("list", { name: "Unique links" });

    await clickInDialog(user, "Back");
    expect((within(customer(1)).getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
  });

  it("needs a customer with a name and an e-mail, and names a row that is only partly filled", async () => {
    const { calls, user } = await openFewLinks();
    await clickInDialog(user, "Generate Links");
    expect(within(shareDialog()).getByRole("alert").textContent).toBe(
      "Please add at least one customer with a name and email",
    );

    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Add customer");
    await typeCustomer(user, 2, { name: "Bob" });
    await clickInDialog(user, "Generate Links");
    expect(within(shareDialog()).getByRole("alert").textContent).toBe("Customer 2: Customer email is required");
    expect(bulkShareCalls(calls)).toHaveLength(0);
  });

  it("shows 'Failed to generate links' when the server fails, and the server's words when it refuses", async () => {
    let reply: ApiReply = { status: 500, body: { success: false, error: "Internal" } };
    const { user } = await openFewLinks((call) => (call.path === "/api/vemos/bulk-share" ? reply : undefined));
    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Generate Links");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to generate links");

    reply = { status: 404, body: { success: false, error: "Vemo not found" } };
    await clickInDialog(user, "Generate Links");
    await vi.waitFor(() => expect(within(shareDialog()).getByRole("alert").textContent).toBe("Vemo not found"));
  });

  it("opens the upgrade prompt when the server refuses a cancelled subscription", async () => {
    const message = "Your subscription is no longer active. Reactivate your subscription to share Vemos.";
    const { user } = await openFewLinks((call) =>
      call.path === "/api/vemos/bulk-share"
        ? {
            status: 403,
            body: { success: false, error: message, requiresUpgrade: true, isCancelled: true, currentPlan: "pro" },
          }
        : undefined,
    );
    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Generate Links");
    const prompt = await screen.findByRole("dialog", { name: "Upgrade Required" });
    expect(within(prompt).getByText(message)).toBeInTheDocument();
  });

  it("gives the Free-plan notice and /pricing when the server refuses a Free organisation", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubOwner(proCompany, (call) =>
      call.path === "/api/vemos/bulk-share"
        ? {
            status: 403,
            body: {
              success: false,
              error: FREE_MESSAGE,
              requiresUpgrade: true,
              isCancelled: false,
              currentPlan: "free",
            },
          }
        : undefined,
    );
    const { router } = renderShareDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clickInDialog(user, "Unique Links");
    await clickInDialog(user, "Few Links");
    await typeCustomer(user, 1, { name: "Ada", email: "ada@example.com" });
    await clickInDialog(user, "Generate Links");

    expect((await screen.findByRole("alert")).textContent).toBe(FREE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/pricing");
    expect(bulkShareCalls(calls)).toHaveLength(1);
  });

  it("tells a known Free organisation to upgrade before any step", async () => {
    const calls = stubOwner(buildCompany({ subscription_plan: "free" }));
    renderShareDialog();
    expect((await screen.findByRole("alert")).textContent).toBe(FREE_MESSAGE);
    expect(within(shareDialog()).queryByRole("button", { name: "Unique Links" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });
});
