import { screen } from "@testing-library/react";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { beforeEach, describe, expect, it } from "vitest";
import userEvent from "@testing-library/user-event";
import { clientConfigQueryKey } from "../../config/hooks/use-client-config";
import { renderRoutes, storeSession, stubApi, testClientConfig } from "../../../test-utils";
import { EMAIL_NOT_CONFIGURED, NO_NOTIFICATION_EMAIL } from "./notifications-tab";
import { SettingsPage } from "./settings-page";

async function openNotifications(emailConfigured: boolean, notificationEmail = "") {
  const settings = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, notificationEmail },
  };
  stubApi((call) => {
    if (call.path === "/api/settings") return { body: { success: true, data: settings } };
    if (call.path === "/api/webhooks/deliveries") return { body: { success: true, hasSecret: false, data: [] } };
    return undefined;
  });
  const { queryClient } = renderRoutes([{ path: "/settings", element: <SettingsPage /> }], "/settings");
  queryClient.setQueryData(clientConfigQueryKey, { ...testClientConfig, emailConfigured });
  await userEvent.setup().click(await screen.findByRole("tab", { name: "Notifications" }));
}

describe("the Notifications tab", () => {
  beforeEach(() => storeSession());

  it("says why no e-mail is sent when the server has no SMTP server", async () => {
    await openNotifications(false);
    expect(await screen.findByText(EMAIL_NOT_CONFIGURED)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Email Notifications" })).toBeInTheDocument();
  });

  it("says nothing about it when e-mail is set up", async () => {
    await openNotifications(true);
    expect(await screen.findByRole("switch", { name: "Email Notifications" })).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_NOT_CONFIGURED)).not.toBeInTheDocument();
  });

  it("says no e-mail is sent while no Notification Email is saved", async () => {
    await openNotifications(true);
    expect(await screen.findByLabelText("Notification Email")).toHaveAccessibleDescription(NO_NOTIFICATION_EMAIL);
  });

  it("says where the e-mails go once an address is saved", async () => {
    await openNotifications(true, "team@orbit.example");
    expect(await screen.findByLabelText("Notification Email")).toHaveAccessibleDescription("Where the e-mails go");
  });
});
