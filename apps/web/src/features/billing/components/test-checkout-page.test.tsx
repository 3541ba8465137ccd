import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { buildProSubscription, buildSubscription, stubOwner } from "../billing-test-setup";

const SESSION_PATH = "/api/billing/test-checkout/session-1";

function openCheckout(sessionStatus: "open" | "completed" = "open") {
  const { owner, answer } = stubOwner(buildSubscription(), (call) => {
    if (call.path === SESSION_PATH) {
      const data = {
        id: "session-1",
        plan: "pro",
        billingCycle: "yearly",
        amount: 299,
        currency: "usd",
        status: sessionStatus,
        companyName: "Acme",
      };
      return { body: { success: true, data } };
    }
    if (call.path === `${SESSION_PATH}/complete`) {
      owner.subscription = buildProSubscription({ billingCycle: "yearly" });
      return { body: { success: true, subscription: owner.subscription } };
    }
    return undefined;
  });
  const calls = stubApi(answer);
  const { router } = renderRoutes(routes, "/billing/test-checkout/session-1");
  return { calls, router, user: userEvent.setup() };
}

describe("TestCheckoutPage", () => {
  beforeEach(() => storeSession());

  it("is clearly marked as test mode and shows what would be paid", async () => {
    openCheckout();
    expect(await screen.findByText("Test mode — no real payment is taken")).toBeInTheDocument();
    expect(screen.getByText("TEST MODE")).toBeInTheDocument();
    const facts = [...document.querySelectorAll("dt")].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual(["Organization: Acme", "Plan: Pro", "Billing cycle: Yearly", "Amount: $299.00"]);
  });

  it("pays, refreshes the plan everywhere and shows the success on /pricing", async () => {
    const { calls, router, user } = openCheckout();
    await screen.findByText("Acme");

    await user.click(screen.getByRole("button", { name: "Confirm payment" }));

    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(router.state.location.pathname).toBe("/pricing");
    expect(await screen.findByText("Payment successful! Your Pro plan is now active.")).toBeInTheDocument();
    expect(within(pro).getByText("CURRENT PLAN")).toBeInTheDocument();
    expect(calls.find((call) => call.path === `${SESSION_PATH}/complete`)?.method).toBe("POST");
    expect(calls.filter((call) => call.path === "/api/companies").length).toBeGreaterThanOrEqual(2);
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Interactions" }).hasAttribute("data-locked")).toBe(false);
  });

  it("abandons the payment on Cancel", async () => {
    const { calls, router, user } = openCheckout();
    await screen.findByText("Acme");

    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(calls.some((call) => call.path.endsWith("/complete"))).toBe(false);
  });

  it("does not take a second payment for a completed session", async () => {
    openCheckout("completed");
    expect(await screen.findByText("This checkout has already been paid.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm payment" })).toBeDisabled();
  });
});
