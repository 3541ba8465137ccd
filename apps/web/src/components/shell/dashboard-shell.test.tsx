import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../test-utils";
import { DashboardShell } from "./dashboard-shell";
import type { ShellCompany } from "./dashboard-shell";

function renderShell(company: ShellCompany | null = null) {
  return renderRoutes(
    [
      { path: "/overview", element: <DashboardShell company={company}>content</DashboardShell> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    "/overview",
  );
}

async function openLogoutDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /^Account menu/ }));
  await user.click(screen.getByRole("button", { name: "Logout" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Confirm Logout" }) };
}

describe("DashboardShell", () => {
  it("lists the menu in order, with the help link", () => {
    renderShell();
    const menu = screen.getByRole("navigation", { name: "Main" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Overview", "/overview"],
      ["Create Vemo", "/create"],
      ["Vemos", "/vemos"],
      ["Interactions", "/customer-interactions"],
      ["Profile", "/profile"],
      ["Bulk Upload", "/bulk-uploads"],
      ["Settings", "/settings"],
      ["Help and Support", "mailto:help@vemo.test"],
    ]);
  });

  it("locks Interactions and Bulk Upload without paid access", () => {
    renderShell(null);
    const locked = document.querySelectorAll("[data-locked]");
    expect([...locked].map((link) => link.textContent)).toEqual(["Interactions", "Bulk Upload"]);
  });

  it("unlocks them for an active Pro company", () => {
    renderShell({ subscription_plan: "pro", subscription_status: "active" });
    expect(document.querySelectorAll("[data-locked]")).toHaveLength(0);
  });

  it("asks before logging out, with the spec's texts", async () => {
    storeSession();
    renderShell();
    const { dialog } = await openLogoutDialog();
    expect(dialog.textContent).toContain(
      "Are you sure you want to logout? You will need to sign in again to access your account.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("keeps the session on Cancel and on Escape", async () => {
    storeSession();
    renderShell();
    const { user, dialog } = await openLogoutDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await openLogoutDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBe("access-token");
  });

  it("revokes the session on the server, clears it here with the cached data, and goes to /login on Logout", async () => {
    storeSession();
    localStorage.setItem("token", "legacy-token");
    const calls = stubApi(() => ({ body: { success: true } }));
    const { router, queryClient } = renderShell();
    queryClient.setQueryData(["companies"], []);
    const { user, dialog } = await openLogoutDialog();

    await user.click(within(dialog).getByRole("button", { name: "Logout" }));

    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/auth/logout",
        body: { refreshToken: "refresh-token" },
        authorization: null,
        accept: "application/json",
      },
    ]);
    expect(queryClient.getQueryData(["companies"])).toBeUndefined();
    for (const key of ["accessToken", "token", "refreshToken", "user"]) expect(localStorage.getItem(key)).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
  });

  it("offers Profile, Bulk Upload and Settings in the account menu", async () => {
    renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Account menu/ }));
    const panel = document.getElementById(
      screen.getByRole("button", { name: /^Account menu/ }).getAttribute("aria-controls") ?? "",
    );
    const links = within(panel as HTMLElement).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Profile", "/profile"],
      ["Bulk Upload", "/bulk-uploads"],
      ["Settings", "/settings"],
    ]);
  });

  it("closes the account menu with Escape", async () => {
    renderShell();
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: /^Account menu/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(button);
  });

  it("opens and closes the side menu on small screens", async () => {
    renderShell();
    const user = userEvent.setup();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});
