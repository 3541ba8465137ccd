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

function setUp(subscription = buildSubscription(), answerFirst?: (call: ApiCall) => ApiReply | undefined) {
  const { owner, answer } = stubOwner(subscription, answerFirst);
  const calls = stubApi(answer);
  const { router } = renderRoutes(routes, "/pricing");
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { owner, calls, router, user };
}

const card = (name: string) => screen.findByRole("article", { name });
const cardButton = (article: HTMLElement) => within(article).getByRole("button") as HTMLButtonElement;
const badges = (article: HTMLElement) =>
  ["CURRENT PLAN", "MOST POPULAR", "CANCELLED"].filter((badge) => within(article).queryByText(badge));

describe("PricingPage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.clearAllMocks();
    storeSession();
  });

  it("marks Free as the current plan of a Free user, with Pro as the most popular", async () => {
    setUp();
    const free = await card("Free");
    const pro = await card("Pro");

    expect(badges(free)).toEqual(["CURRENT PLAN"]);
    expect(badges(pro)).toEqual(["MOST POPULAR"]);
    expect(cardButton(free)).toBeDisabled();
    expect(cardButton(pro)).toMatchObject({ textContent: "Upgrade to Pro", disabled: false });
    expect(free.textContent).toContain("$0");
    expect(pro.textContent).toContain("$29.90/month");
    for (const feature of [
      "Unlimited Vemo",
      "Share Vemo anywhere",
      "Create unique links for each prospect",
      "Priority Support",
      "Up to 5 people",
    ]) {
      expect(within(pro).getByText(feature)).toBeInTheDocument();
    }
    expect(within(free).getByText("1 seat (the owner alone)")).toBeInTheDocument();
  });

  it("shows the yearly price under the '2 Months Free' label", async () => {
    const { user } = setUp();
    const pro = await card("Pro");
    const yearly = screen.getByRole("button", { name: /Yearly/ });
    expect(yearly.textContent).toBe("Yearly2 Months Free");

    await user.click(yearly);

    expect(yearly).toHaveAttribute("aria-pressed", "true");
    expect(pro.textContent).toContain("$299/year");
    expect(pro.textContent).toContain("Save $59.80 a year");
  });

  it("disables the current plan and cycle of a Pro monthly user and offers the downgrade", async () => {
    setUp(buildProSubscription());
    const free = await card("Free");
    const pro = await card("Pro");

    expect(badges(pro)).toEqual(["CURRENT PLAN"]);
    expect(badges(free)).toEqual([]);
    expect(cardButton(pro)).toMatchObject({ textContent: "Current Plan", disabled: true });
    expect(cardButton(free)).toMatchObject({ textContent: "Downgrade to Free", disabled: false });
  });

  it("sends a Pro user choosing another cycle to the profile's subscription tab instead of checkout", async () => {
    const { user, router, calls } = setUp(buildProSubscription());
    await card("Pro");
    await user.click(screen.getByRole("button", { name: /Yearly/ }));

    await user.click(screen.getByRole("button", { name: "Switch to Yearly" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(await screen.findByRole("tab", { name: "Subscription & Billing" })).toHaveAttribute("aria-selected", "true");
    expect(calls.some((call) => call.path === "/api/subscription/checkout")).toBe(false);
  });

  it.each([
    ["cancelling at the period's end", buildProSubscription({ cancelAtPeriodEnd: true })],
    ["expired", buildProSubscription({ status: "expired" })],
  ])("shows a Pro plan that is %s as cancelled, renewed through checkout", async (_case, subscription) => {
    const { user, calls } = setUp(subscription, (call) =>
      call.path === "/api/subscription/checkout"
        ? { body: { success: true, checkoutUrl: "https://checkout.test/session-1" } }
        : undefined,
    );
    const pro = await card("Pro");
    expect(badges(pro)).toEqual(["CURRENT PLAN", "CANCELLED"]);
    expect(cardButton(await card("Free"))).toBeDisabled();

    await user.click(within(pro).getByRole("button", { name: "Renew Pro Plan" }));

    expect(calls.find((call) => call.path === "/api/subscription/checkout")).toMatchObject({
      method: "POST",
      body: { plan: "pro", billingCycle: "monthly" },
    });
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith("https://checkout.test/session-1"));
  });

  it.each([
    [
      { status: 409, body: { success: false, error: "You already have an active Pro plan" } },
      "Failed to start checkout: You already have an active Pro plan",
    ],
    [{ status: 500, body: { success: false, error: "Internal error" } }, "Failed to start checkout: Unknown error"],
  ])("reports a checkout failure in a toast that closes after 5 s", async (reply, message) => {
    const { user } = setUp(buildSubscription(), (call) =>
      call.path === "/api/subscription/checkout" ? reply : undefined,
    );
    await user.click(within(await card("Pro")).getByRole("button", { name: "Upgrade to Pro" }));

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends a user without a stored token to /login instead of checkout", async () => {
    const { user, router, calls } = setUp();
    const pro = await card("Pro");
    localStorage.removeItem("accessToken");

    await user.click(within(pro).getByRole("button", { name: "Upgrade to Pro" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls.some((call) => call.path === "/api/subscription/checkout")).toBe(false);
  });

  it("downgrades a Pro user by cancelling at the period's end, then reloads after 2 s", async () => {
    const { user, calls, owner } = setUp(buildProSubscription(), (call) => {
      if (call.path !== "/api/subscription/company-1/cancel") return undefined;
      owner.subscription = buildProSubscription({ cancelAtPeriodEnd: true });
      return { body: { success: true, message: "Subscription cancelled", subscription: owner.subscription } };
    });
    await user.click(within(await card("Free")).getByRole("button", { name: "Downgrade to Free" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Downgrade to Free" });

    await user.click(within(dialog).getByRole("button", { name: "Confirm Downgrade" }));

    expect((await screen.findByRole("status")).textContent).toBe(
      "Your subscription has been cancelled. You will have access to Pro features until the end of your billing period.",
    );
    expect(calls.find((call) => call.path === "/api/subscription/company-1/cancel")?.method).toBe("POST");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(badges(await card("Pro"))).toEqual(["CURRENT PLAN", "CANCELLED"]);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("reports a failed downgrade with its reason and does not reload", async () => {
    const { user } = setUp(buildProSubscription(), (call) =>
      call.path === "/api/subscription/company-1/cancel"
        ? { status: 409, body: { success: false, error: "Nothing to cancel" } }
        : undefined,
    );
    await user.click(within(await card("Free")).getByRole("button", { name: "Downgrade to Free" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm Downgrade" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to cancel subscription: Nothing to cancel");
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("confirms a completed checkout once and drops the flag from the address", async () => {
    stubApi(stubOwner(buildProSubscription()).answer);
    const { router } = renderRoutes(routes, "/pricing?checkout=success");

    expect(await screen.findByText("Payment successful! Your Pro plan is now active.")).toBeInTheDocument();
    expect(badges(await card("Pro"))).toEqual(["CURRENT PLAN"]);
    expect(router.state.location.search).toBe("");
  });
});
