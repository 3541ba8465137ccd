import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildCompany, buildUser, renderRoutes, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { LoginPage } from "./login-page";

const session = {
  success: true,
  data: { tokens: { accessToken: "access-1", refreshToken: "refresh-1", expiresIn: 900 }, user: buildUser() },
};

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/", element: <h1>Landing page</h1> },
      { path: "/overview", element: <h1>Overview page</h1> },
      { path: "/create", element: <h1>Create page</h1> },
      { path: "/register", element: <h1>Register page</h1> },
      { path: "/customer-interactions", element: <h1>Interactions page</h1> },
    ],
    { pathname: "/login", state },
  );
}

function answerLogin(companies: unknown[]) {
  return (call: ApiCall): ApiReply | undefined => {
    if (call.path === "/api/auth/login") return { body: session };
    if (call.path === "/api/companies") return { body: { success: true, data: companies } };
    return undefined;
  };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("LoginPage", () => {
  it("offers Google sign-in and links to registration", () => {
    renderLogin();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  });

  it("shows the spec's validation messages, and clears a field's message when it is edited", async () => {
    const calls = stubApi(() => undefined);
    renderLogin();

    const user = await submit("", "");
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error", async () => {
    stubApi(() => ({ status: 401, body: { success: false, error: "Invalid email or password" } }));
    renderLogin();
    await submit("jane@acme.test", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
  });

  it("shows the network message when the server cannot be reached", async () => {
    stubApi(() => {
      throw new TypeError("Failed to fetch");
    });
    renderLogin();
    await submit("jane@acme.test", "secret-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Network error. Please try again.");
  });

  it("stores the session, announces it and opens the overview for a user with a company", async () => {
    const calls = stubApi(answerLogin([buildCompany()]));
    const onAuthCompleted = vi.fn();
    window.addEventListener("authCompleted", onAuthCompleted);
    const { router } = renderLogin();

    await submit("Jane@Acme.test", "secret-password");

    expect(await screen.findByRole("heading", { name: "Overview page" })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: "jane@acme.test", password: "secret-password" });
    expect(localStorage.getItem("accessToken")).toBe("access-1");
    expect(localStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(buildUser());
    expect(onAuthCompleted).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/overview");
    window.removeEventListener("authCompleted", onAuthCompleted);
  });

  it("opens the create page with the welcome preview for a user without a company", async () => {
    stubApi(answerLogin([]));
    renderLogin();
    await submit("jane@acme.test", "secret-password");
    expect(await screen.findByRole("heading", { name: "Create page" })).toBeInTheDocument();
    expect(localStorage.getItem("show_welcome_preview")).toBe("true");
  });

  it("opens the deep link the visitor was turned away from, with its query", async () => {
    stubApi(answerLogin([buildCompany()]));
    const { router } = renderLogin({ from: "/customer-interactions?prospect=tok-1&viewer=viewer-1" });
    await submit("jane@acme.test", "secret-password");
    expect(await screen.findByRole("heading", { name: "Interactions page" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?prospect=tok-1&viewer=viewer-1");
  });

  it("never follows a link off the site", async () => {
    stubApi(answerLogin([buildCompany()]));
    renderLogin({ from: "//evil.example/overview" });
    await submit("jane@acme.test", "secret-password");
    expect(await screen.findByRole("heading", { name: "Overview page" })).toBeInTheDocument();
  });

  it("keeps the deep link across the Google round trip", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderLogin({ from: "/customer-interactions?prospect=tok-1" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/google");
    expect(sessionStorage.getItem("returnPath")).toBe("/customer-interactions?prospect=tok-1");
  });

  it("returns to the landing page when the visitor came from there", async () => {
    const calls = stubApi(answerLogin([]));
    renderLogin({ from: "/" });
    await submit("jane@acme.test", "secret-password");
    expect(await screen.findByRole("heading", { name: "Landing page" })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["/api/auth/login"]));
  });
});
