import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser, renderRoutes, stubApi } from "../../../test-utils";
import { RegisterPage } from "./register-page";

function renderRegister(state?: unknown) {
  return renderRoutes(
    [
      { path: "/register", element: <RegisterPage /> },
      { path: "/create", element: <h1>Create page</h1> },
      { path: "/invite/:token", element: <h1>Invitation page</h1> },
    ],
    { pathname: "/register", state },
  );
}

const INVITATION = { from: "/invite/invite-token-1" };

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("First name"), "Jane");
  await user.type(screen.getByLabelText("Last name"), "Doe");
  await user.type(screen.getByLabelText("Email"), "jane@acme.test");
  await user.type(screen.getByLabelText("Password"), "secret-password");
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("RegisterPage", () => {
  it("offers Google sign-up and links to login", () => {
    renderRegister();
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("requires every field, with the spec's messages", async () => {
    const calls = stubApi(() => undefined);
    renderRegister();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Account" }));
    for (const message of [
      "Email is required",
      "Password is required",
      "First name is required",
      "Last name is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it("joins the server's details with spaces", async () => {
    stubApi(() => ({
      status: 400,
      body: { success: false, error: "Validation failed", details: ["Password is too common.", "Try another one."] },
    }));
    renderRegister();
    await fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe("Password is too common. Try another one.");
  });

  it("shows the server's error for a taken e-mail", async () => {
    stubApi(() => ({ status: 409, body: { success: false, error: "An account with this email already exists" } }));
    renderRegister();
    await fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe("An account with this email already exists");
  });

  it("asks to log in when the account was created but the answer lacks the session", async () => {
    stubApi(() => ({ status: 201, body: { success: true, data: {} } }));
    renderRegister();
    await fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Registration successful but incomplete data received. Please try logging in.",
    );
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("comes back to the invitation that sent the visitor here, without asking for companies", async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: {
        success: true,
        data: { tokens: { accessToken: "access-1", refreshToken: "refresh-1", expiresIn: 900 }, user: buildUser() },
      },
    }));
    const { router } = renderRegister(INVITATION);
    await fillAndSubmit();
    expect(await screen.findByRole("heading", { name: "Invitation page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/invite/invite-token-1");
    expect(calls.map((call) => call.path)).toEqual(["/api/auth/register"]);
  });

  it("keeps the invitation across Google's sign-up round trip", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderRegister(INVITATION);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign up with Google" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/google");
    expect(sessionStorage.getItem("returnPath")).toBe("/invite/invite-token-1");
  });
});
