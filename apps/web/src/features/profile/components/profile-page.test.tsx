import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { buildCompany, buildUser, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";

function answerOwner(deleteStatus = 200) {
  let companies = [buildCompany({ website: null })];
  return (call: ApiCall): ApiReply | undefined => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: companies } };
    if (call.method === "DELETE" && deleteStatus === 200) {
      companies = [];
      return { body: { success: true, message: "Company deleted successfully" } };
    }
    if (call.method === "DELETE") return { status: deleteStatus, body: { success: false, error: "Nope" } };
    return undefined;
  };
}

async function openOrganizationTab() {
  renderRoutes(routes, { pathname: "/profile", state: { tab: "organization" } });
  return screen.findByRole("heading", { name: "Acme" });
}

async function confirmDeletion() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(screen.getByRole("button", { name: "Delete Organization" }));
  const dialog = screen.getByRole("dialog", { name: "Delete Organization" });
  await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
  await user.click(within(dialog).getByRole("button", { name: "Confirm Delete" }));
}

describe("ProfilePage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
  });

  it("opens the tab passed in the navigation state and shows the organisation", async () => {
    stubApi(answerOwner());
    await openOrganizationTab();
    expect(screen.getByRole("tab", { name: "Organization" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Not provided")).toBeInTheDocument();
  });

  it("deletes the organisation, confirms it and opens the landing page after 2 s", async () => {
    const calls = stubApi(answerOwner());
    await openOrganizationTab();

    await confirmDeletion();

    expect((await screen.findByRole("status")).textContent).toBe(
      "Company deleted successfully! You will be redirected to create a new company.",
    );
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/companies/company-1");
    expect(screen.getByRole("heading", { name: "No Organization Found" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByRole("heading", { name: "Turn Your Video Demo Into Interactive Demo" }),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the spec's message when deletion fails", async () => {
    stubApi(answerOwner(500));
    await openOrganizationTab();
    await confirmDeletion();
    const dialog = screen.getByRole("dialog", { name: "Delete Organization" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Failed to delete organization. Please try again.",
    );
  });
});
