import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { SettingsPage } from "./settings-page";

const stored: OrganizationSettings = {
  ...DEFAULT_ORGANIZATION_SETTINGS,
  aiAssistant: { tone: "casual", conciseResponses: true, technicalDetails: false },
};

function renderSettings() {
  let saved: unknown = null;
  const calls = stubApi((call) => {
    if (call.method === "PUT") saved = call.body;
    return { body: { success: true, data: call.method === "PUT" ? call.body : stored } };
  });
  renderRoutes([{ path: "/settings", element: <SettingsPage /> }], "/settings");
  return { calls, saved: () => saved };
}

function isChecked(element: HTMLElement): boolean {
  return (element as HTMLInputElement).checked;
}

describe("SettingsPage", () => {
  beforeEach(() => storeSession());

  it("loads the organisation's AI assistant settings", async () => {
    renderSettings();
    expect(isChecked(await screen.findByRole("radio", { name: /Casual/ }))).toBe(true);
    expect(isChecked(screen.getByRole("switch", { name: "Concise Responses" }))).toBe(true);
    expect(isChecked(screen.getByRole("switch", { name: "Technical Details" }))).toBe(false);
    expect(screen.queryByText("5 documents uploaded")).not.toBeInTheDocument();
  });

  it("saves a tab's changes with the other sections untouched", async () => {
    const { saved } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /Formal/ }));
    await user.click(screen.getByRole("switch", { name: "Technical Details" }));

    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    expect((await screen.findByRole("status")).textContent).toBe("Settings saved successfully");
    expect(saved()).toEqual({
      ...stored,
      aiAssistant: { tone: "formal", conciseResponses: true, technicalDetails: true },
    });
  });

  it("saves the CTA buttons", async () => {
    const { saved } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "CTA Buttons" }));
    expect(isChecked(screen.getByRole("switch", { name: "Enable CTA Buttons" }))).toBe(true);

    await user.selectOptions(screen.getByLabelText("Primary CTA"), "Request Demo");
    await user.selectOptions(screen.getByLabelText("Show CTA After"), "After 1 Minute");
    await user.type(screen.getByLabelText("Meeting Booking URL"), "https://calendly.com/acme");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    await screen.findByRole("status");
    expect(saved()).toMatchObject({
      ctaButtons: {
        enabled: true,
        primary: "request_demo",
        secondary: "contact_sales",
        showAfter: "after_1_minute",
        meetingUrl: "https://calendly.com/acme",
      },
    });
  });

  it("saves where each CTA leads, and refuses an address that is not one", async () => {
    const { saved, calls } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "CTA Buttons" }));

    await user.selectOptions(screen.getByLabelText("Request Demo opens"), "Web address");
    await user.type(screen.getByLabelText("Request Demo web address"), "acme.example/demo");
    await user.type(screen.getByLabelText("Contact Sales e-mail address"), "sales@acme.example");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(screen.getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.clear(screen.getByLabelText("Request Demo web address"));
    await user.type(screen.getByLabelText("Request Demo web address"), "https://acme.example/demo");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await screen.findByRole("status");
    expect(screen.queryByText("Please enter a valid URL")).not.toBeInTheDocument();
    expect(saved()).toMatchObject({
      ctaButtons: {
        targets: {
          book_meeting: { kind: "meeting_link", value: "" },
          contact_sales: { kind: "email", value: "sales@acme.example" },
          request_demo: { kind: "url", value: "https://acme.example/demo" },
        },
      },
    });
  });

  it("shows the schema's field errors and does not save", async () => {
    const { calls } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Notifications" }));
    expect(isChecked(screen.getByRole("switch", { name: "Daily Activity Digest" }))).toBe(false);

    await user.type(screen.getByLabelText("Notification Email"), "not-an-email");
    await user.type(screen.getByLabelText("Webhook URL"), "hooks.acme.test");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Webhook URL must be a valid URL")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });
});
