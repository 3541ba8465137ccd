import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes, storeSession } from "../../../test-utils";
import { LandingHeader } from "./landing-header";

function renderHeader() {
  return renderRoutes([
    { path: "/", element: <LandingHeader /> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/overview", element: <h1>Overview page</h1> },
    { path: "/profile", element: <h1>Profile page</h1> },
  ]);
}

describe("LandingHeader", () => {
  it("shows Login when signed out, and remembers / as the origin", async () => {
    const { router } = renderHeader();
    expect(screen.queryByRole("button", { name: "Dashboard" })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Login" }));

    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: "/" });
  });

  it("stays signed out unless access token, refresh token and user are all stored", () => {
    localStorage.setItem("accessToken", "access-token");
    localStorage.setItem("user", JSON.stringify({ email: "jane@acme.test" }));
    renderHeader();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the e-mail and Dashboard when signed in", async () => {
    storeSession();
    const { router } = renderHeader();

    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "jane@acme.test" })).toHaveAttribute("href", "/profile");

    await userEvent.setup().click(screen.getByRole("button", { name: "Dashboard" }));
    expect(router.state.location.pathname).toBe("/overview");
  });

  it("accepts the legacy token key", () => {
    localStorage.setItem("token", "legacy-token");
    localStorage.setItem("refreshToken", "refresh-token");
    localStorage.setItem("user", JSON.stringify({ email: "jane@acme.test" }));
    renderHeader();
    expect(screen.getByRole("button", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("updates when another tab signs in or out", () => {
    renderHeader();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();

    storeSession();
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "user" })));
    expect(screen.getByRole("button", { name: "Dashboard" })).toBeInTheDocument();

    localStorage.removeItem("refreshToken");
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "refreshToken" })));
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("stays signed in with an empty e-mail when the user record cannot be parsed", () => {
    storeSession("{not json");
    renderHeader();
    expect(screen.getByRole("button", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});
