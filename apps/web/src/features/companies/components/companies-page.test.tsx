import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildCompany, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { CompaniesPage } from "./companies-page";

function renderPage() {
  return renderRoutes([{ path: "/companies", element: <CompaniesPage /> }], "/companies");
}

describe("CompaniesPage", () => {
  beforeEach(() => storeSession());

  it("shows each company's card and opens the API reference at the Vemos in a new tab", async () => {
    stubApi(() => ({ body: { success: true, data: [buildCompany({ id: "c-9", is_active: false })] } }));
    const open = vi.fn();
    vi.stubGlobal("open", open);
    renderPage();

    const card = await screen.findByRole("article", { name: "Acme" });
    expect(within(card).getByText("Inactive")).toBeInTheDocument();
    expect(within(card).getByText("Demo software")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "https://acme.test" })).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole("button", { name: "Video API" }));
    expect(open).toHaveBeenCalledWith("/api/docs/#tag/vemos", "_blank", "noopener,noreferrer");
    expect(within(card).getByText("c-9")).toBeInTheDocument();
  });

  it("shows the empty state after the second empty read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(() => ({ body: { success: true, data: [] } }));
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole("heading", { name: "No companies" })).toBeInTheDocument();
  });

  it("validates the Create Company form with the contract's messages", async () => {
    const calls = stubApi(() => ({ body: { success: true, data: [buildCompany()] } }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create Company" }));
    const dialog = screen.getByRole("dialog", { name: "Create Company" });
    expect(
      within(dialog).getByText("Spaces, dots and special characters are allowed in company names."),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Website"), "acme.test");
    await user.type(within(dialog).getByLabelText("Logo URL"), "ftp://acme.test/logo.png");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(within(dialog).getByText("Company name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Website must be a valid URL")).toBeInTheDocument();
    expect(within(dialog).getByText("Logo must be a valid URL")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows the server's reason when creation is refused", async () => {
    stubApi((call) =>
      call.method === "POST"
        ? { status: 409, body: { success: false, error: "You already have an organization" } }
        : { body: { success: true, data: [buildCompany()] } },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create Company" }));
    const dialog = screen.getByRole("dialog", { name: "Create Company" });
    await user.type(within(dialog).getByLabelText("Company Name"), "Acme Two");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("You already have an organization");
  });

  it("deletes a company after confirmation", async () => {
    let companies = [
      buildCompany({ id: "c-1", name: "Acme" }),
      buildCompany({ id: "c-2", name: "Beta", display_name: "Beta" }),
    ];
    const calls = stubApi((call) => {
      if (call.method === "DELETE") {
        companies = companies.filter((company) => !call.path.endsWith(company.id));
        return { body: { success: true, message: "Company deleted successfully" } };
      }
      return { body: { success: true, data: companies } };
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(
      within(await screen.findByRole("article", { name: "Beta" })).getByRole("button", { name: "Delete" }),
    );
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete Company" })).getByRole("button", { name: "Delete Company" }),
    );

    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Beta" })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/companies/c-2");
    expect(screen.getByRole("article", { name: "Acme" })).toBeInTheDocument();
  });
});
