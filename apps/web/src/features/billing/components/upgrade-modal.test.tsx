import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { browserPage } from "../browser-page";
import { UpgradeModal } from "./upgrade-modal";

const loadPage = vi.spyOn(browserPage, "loadPage").mockImplementation(() => {});

function renderModal() {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: "/vemos",
        element: <UpgradeModal title="Upgrade Required" message="Sharing needs the Pro plan." onClose={onClose} />,
      },
    ],
    "/vemos",
  );
  return { onClose, user: userEvent.setup() };
}

describe("UpgradeModal", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    storeSession();
  });

  it("shows the title, message, benefits and starting price", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "Upgrade Required" });
    expect(within(dialog).getByText("Sharing needs the Pro plan.")).toBeInTheDocument();
    const benefits = within(dialog).getByRole("list", { name: "Pro benefits" });
    expect(
      within(benefits)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Calendly IntegrationAdd meeting links", "Advanced AnalyticsTrack views and engagement"]);
    expect(within(dialog).getByText("Starting at $29.9/month")).toBeInTheDocument();
  });

  it("closes on Cancel", async () => {
    const { onClose, user } = renderModal();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("starts a monthly Pro checkout on Upgrade to Pro", async () => {
    const calls = stubApi(() => ({ body: { success: true, checkoutUrl: "https://checkout.test/s-9" } }));
    const { user } = renderModal();

    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));

    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/subscription/checkout",
      body: { plan: "pro", billingCycle: "monthly" },
    });
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith("https://checkout.test/s-9"));
  });

  it("shows a checkout failure", async () => {
    stubApi(() => ({ status: 400, body: { success: false, error: "Billing is not set up" } }));
    const { user } = renderModal();
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to start checkout: Billing is not set up");
  });
});
