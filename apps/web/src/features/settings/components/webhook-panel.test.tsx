import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import type { WebhookDelivery } from "@vemo/shared/contracts/webhooks";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { SettingsPage } from "./settings-page";

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: "d1",
  event_id: "e1",
  event_type: "question.asked",
  url: "https://hooks.acme.test/vemo",
  attempt: 1,
  status: "succeeded",
  response_status: 200,
  error: null,
  created_at: "2026-11-24T10:00:00.000Z",
  ...overrides,
});

function renderNotifications(webhooks: { status?: number; body: unknown }) {
  const calls = stubApi((call) => {
    if (call.path === "/api/settings") return { body: { success: true, data: DEFAULT_ORGANIZATION_SETTINGS } };
    if (call.path === "/api/webhooks/deliveries") return webhooks;
    if (call.path === "/api/webhooks/secret") return { body: { success: true, secret: "c2VjcmV0LXNob3duLW9uY2U" } };
    if (call.path === "/api/webhooks/test") return { body: { success: true, eventId: "e2" } };
    return undefined;
  });
  renderRoutes([{ path: "/settings", element: <SettingsPage /> }], "/settings");
  return calls;
}

describe("the Notifications tab's webhook panel", () => {
  beforeEach(() => storeSession());

  it("lists the deliveries with their status", async () => {
    renderNotifications({
      body: {
        success: true,
        hasSecret: true,
        data: [
          delivery({}),
          delivery({
            id: "d2",
            event_type: "link.viewed",
            status: "failed",
            response_status: 500,
            error: "The webhook URL answered HTTP 500.",
          }),
        ],
      },
    });
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Notifications" }));

    expect(await screen.findByText("Delivered (HTTP 200)")).toBeInTheDocument();
    expect(screen.getByText("Failed: The webhook URL answered HTTP 500.")).toBeInTheDocument();
    expect(screen.getByText("link.viewed")).toBeInTheDocument();
  });

  it("shows a generated secret once and queues a test event", async () => {
    const calls = renderNotifications({ body: { success: true, hasSecret: false, data: [] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Notifications" }));
    expect(await screen.findByText("No deliveries yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Generate secret" }));
    expect((await screen.findByLabelText("Signing secret")).textContent).toBe("c2VjcmV0LXNob3duLW9uY2U");

    await user.click(screen.getByRole("button", { name: "Send test event" }));
    expect(await screen.findByText("Test event queued")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/webhooks/secret",
      "/api/webhooks/test",
    ]);
  });

  it("tells a Free organisation that webhooks need the Pro plan", async () => {
    renderNotifications({
      status: 403,
      body: {
        success: false,
        error: "Webhooks require the Pro plan. Please upgrade to continue.",
        requiresUpgrade: true,
      },
    });
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Notifications" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Webhooks require the Pro plan. Please upgrade to continue.",
    );
  });
});
