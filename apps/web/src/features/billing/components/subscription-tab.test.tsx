import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { buildProSubscription, buildSubscription, stubOwner } from "../billing-test-setup";
import { browserPage } from "../browser-page";

const loadPage = vi.spyOn(browserPage, "loadPage").mockImplementation(() => {});
const reloadPage = vi.spyOn(browserPage, "reloadPage").mockImplementation(() => {});

const date = (iso: string) => new Date(iso).toLocaleDateString();

function openTab(
  subscription = buildSubscription(),
  answerFirst?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined,
) {
  const { owner, answer } = stubOwner(subscription, answerFirst);
  const calls = stubApi(answer);
  renderRoutes(routes, { pathname: "/profile", state: { tab: "subscription" } });
  return { owner, calls, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** The value shown under a label of the plan's facts. */
const fact = (label: string) => screen.queryByText(label, { selector: "dt" })?.nextElementSibling?.textContent;

describe("SubscriptionTab", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2024-03-04T12:00:00.000Z"));
    vi.clearAllMocks();
    storeSession();
  });

  it("shows a spinner, then the Free plan with its usage, features and upgrade prompt", async () => {
    let showSubscription = () => {};
    const subscriptionShown = new Promise<void>((resolve) => (showSubscription = resolve));
    const { user, calls } = openTab(buildSubscription(), (call) => {
      if (call.path === "/api/subscription/company-1")
        return subscriptionShown.then(() => ({ body: { success: true, subscription: buildSubscription() } }));
      return call.path === "/api/subscription/checkout"
        ? { body: { success: true, checkoutUrl: "https://checkout.test/s-1" } }
        : undefined;
    });
    expect(await screen.findByRole("status", { name: "Loading subscription" })).toBeInTheDocument();
    showSubscription();

    expect(await screen.findByRole("heading", { name: "Free Plan" })).toBeInTheDocument();
    expect([fact("Total Vemos"), fact("Shared Vemos")]).toEqual(["2", "0"]);
    const features = screen.getByRole("list", { name: "Free features" });
    expect(within(features).getByText("Limited Vemos")).toBeInTheDocument();
    expect(within(features).getByText("Vemo Preview")).toBeInTheDocument();
    expect(within(features).getByText("1 seat (the owner alone)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Compare Plans" })).toHaveAttribute("href", "/pricing");

    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));

    expect(calls.find((call) => call.path === "/api/subscription/checkout")?.body).toEqual({
      plan: "pro",
      billingCycle: "monthly",
    });
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith("https://checkout.test/s-1"));
  });

  it("says so when the subscription cannot be loaded", async () => {
    openTab(buildSubscription(), (call) =>
      call.path === "/api/subscription/company-1"
        ? { status: 404, body: { success: false, error: "Company not found" } }
        : undefined,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load subscription information.");
  });

  it("shows an active Pro plan in its trial window with its dates, actions and features", async () => {
    openTab(buildProSubscription());

    expect(await screen.findByRole("heading", { name: "Pro Plan" })).toBeInTheDocument();
    expect(screen.getByText("Trial", { selector: "span" })).toBeInTheDocument();
    // Paid, with the spec's trial rule said plainly.
    expect(screen.getByText(/^Pro — paid; the first 7 days are your trial period\./)).toHaveTextContent(
      `Pro — paid; the first 7 days are your trial period. Trial period ends ${date("2024-03-08T10:00:00.000Z")}`,
    );
    expect([fact("Started"), fact("Next billing"), fact("Billing cycle")]).toEqual([
      date("2024-03-01T10:00:00.000Z"),
      date("2024-04-01T10:00:00.000Z"),
      "Monthly",
    ]);
    expect(screen.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("button", { name: "Manage Billing" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeInTheDocument();
    const features = screen.getByRole("list", { name: "Pro features" });
    expect(
      within(features)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "✓Unlimited Vemo",
      "✓Share Vemo anywhere",
      "✓Create unique links for each prospect",
      "✓Track Engagements",
      "✓Advanced analytics and insights",
      "✓Priority Support",
      "✓API access",
      "✓Up to 5 people",
    ]);
  });

  it("says when the trial ended and shows the status badge after it", async () => {
    vi.setSystemTime(new Date("2024-03-20T12:00:00.000Z"));
    openTab(buildProSubscription());

    expect(await screen.findByText(`Trial ended ${date("2024-03-08T10:00:00.000Z")}`)).toBeInTheDocument();
    expect(screen.getByText("Active", { selector: "span" })).toBeInTheDocument();
  });

  it("stays on Subscription & Billing across the reload after a cancel", async () => {
    stubApi(stubOwner(buildProSubscription()).answer);
    const { router } = renderRoutes(routes, "/profile");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("tab", { name: "Subscription & Billing" }));
    // A reload opens the history entry's tab again.
    expect(router.state.location.state).toEqual({ tab: "subscription" });
  });

  it("says a lapsed paid plan left the organisation on Free with its links off", async () => {
    openTab(buildSubscription({ status: "cancelled" }));
    expect(
      await screen.findByText(
        "Your paid plan has ended: your organisation is on the Free plan and its shared Vemo links no longer open.",
      ),
    ).toBeInTheDocument();
  });

  it("lists the Enterprise features for an Enterprise plan", async () => {
    openTab(buildProSubscription({ plan: "enterprise" }));
    const features = await screen.findByRole("list", { name: "Enterprise features" });
    expect(within(features).getByText("Everything in Pro")).toBeInTheDocument();
    expect(within(features).getByText("White-label options")).toBeInTheDocument();
    expect(within(features).getByText("Unlimited teammates")).toBeInTheDocument();
  });

  it("asks before cancelling, then cancels, refreshes the plan and reloads after 1.5 s", async () => {
    let finishCancel: (reply: ApiReply) => void = () => undefined;
    const { user, owner, calls } = openTab(buildProSubscription(), (call) => {
      if (call.path !== "/api/subscription/company-1/cancel") return undefined;
      owner.subscription = buildProSubscription({ cancelAtPeriodEnd: true });
      return new Promise<ApiReply>((resolve) => (finishCancel = resolve));
    });
    await user.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    let dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain(
      "Are you sure you want to cancel your subscription? All your shared Vemos will stop working and you'll lose access to premium features.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep Subscription" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, Cancel" }));

    expect((await screen.findByRole("button", { name: "Cancelling..." })) as HTMLButtonElement).toMatchObject({
      disabled: true,
    });
    finishCancel({ body: { success: true, message: "Subscription cancelled", subscription: owner.subscription } });
    expect((await screen.findByRole("status")).textContent).toBe("Subscription cancelled successfully");
    expect(calls.filter((call) => call.path === "/api/subscription/company-1/cancel")).toHaveLength(1);
    expect(fact("Access until")).toBe(date("2024-04-01T10:00:00.000Z"));
    expect(fact("Next billing")).toBeUndefined();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    // The outcome, in the same words as what the links do: they keep working until the paid period ends.
    expect(screen.getByText("Cancelled", { selector: "span" })).toBeInTheDocument();
    expect(screen.queryByText("Trial", { selector: "span" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Cancelled — you keep Pro until/).textContent).toBe(
      `Cancelled — you keep Pro until ${date("2024-04-01T10:00:00.000Z")}; your links keep working until then. After that your organisation moves to the Free plan and its shared links stop working.`,
    );

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("reports a failed cancel without reloading", async () => {
    const { user } = openTab(buildProSubscription(), (call) =>
      call.path === "/api/subscription/company-1/cancel"
        ? { status: 500, body: { success: false, error: "Internal" } }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes, Cancel" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to cancel subscription");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("offers reactivation of an inactive subscription and says its links are disabled", async () => {
    const { user, calls } = openTab(buildProSubscription({ status: "past_due", billingCycle: "yearly" }), (call) =>
      call.path === "/api/subscription/checkout"
        ? { status: 400, body: { success: false, error: "Checkout is unavailable" } }
        : undefined,
    );

    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Subscription Past Due")).toBeInTheDocument();
    expect(notice.textContent).toContain(
      "Your subscription is no longer active. All shared Vemo links have been disabled. Reactivate your subscription to restore access.",
    );
    expect(screen.getByText("Past Due", { selector: "span" })).toBeInTheDocument();
    expect(fact("Next billing")).toBeUndefined();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reactivate Subscription" }));
    expect(calls.find((call) => call.path === "/api/subscription/checkout")?.body).toEqual({
      plan: "pro",
      billingCycle: "yearly",
    });
    expect(await screen.findByText("Failed to start checkout: Checkout is unavailable")).toBeInTheDocument();
  });

  it("opens the billing portal in a new tab", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = openTab(buildProSubscription(), (call) =>
      call.path === "/api/subscription/company-1/billing-portal"
        ? { body: { success: true, portalUrl: "https://billing.test/portal" } }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Manage Billing" }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith("https://billing.test/portal", "_blank", "noopener,noreferrer"),
    );
  });

  it.each([
    [
      { status: 403, body: { success: false, error: "Only the owner can manage billing" } },
      "Only the owner can manage billing",
    ],
    [{ status: 500, body: { success: false, error: "Internal" } }, "Failed to get billing portal"],
  ])("reports a billing portal failure", async (reply, message) => {
    const { user } = openTab(buildProSubscription(), (call) =>
      call.path === "/api/subscription/company-1/billing-portal" ? reply : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Manage Billing" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("says the portal could not be opened when the request itself fails", async () => {
    const { user } = openTab(buildProSubscription(), (call) => {
      if (call.path === "/api/subscription/company-1/billing-portal") throw new TypeError("Failed to fetch");
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Manage Billing" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to open billing portal");
  });
});
