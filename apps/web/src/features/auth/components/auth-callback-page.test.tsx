import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildAccessToken, buildCompany, buildUser, renderRoutes, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { AuthCallbackPage } from "./auth-callback-page";

const callbackToken = buildAccessToken({
  sub: "user-1",
  userId: "user-1",
  email: "jane@acme.test",
  name: "Jane Doe",
  picture: "https://cdn.test/jane.png",
});

const freshSession = {
  success: true,
  data: { tokens: { accessToken: "access-2", refreshToken: "refresh-2", expiresIn: 900 }, user: buildUser() },
};

function renderCallback(hash: string) {
  return renderRoutes(
    [
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/overview", element: <h1>Overview page</h1> },
      { path: "/create", element: <h1>Create page</h1> },
      { path: "/customer-interactions", element: <h1>Interactions page</h1> },
    ],
    { pathname: "/auth/callback", hash },
  );
}

type Answers = { profileStatus?: number; registerStatus?: number; companies?: unknown[] };

function answerCallback({ profileStatus = 200, registerStatus = 201, companies = [] }: Answers) {
  return (call: ApiCall): ApiReply | undefined => {
    if (call.path === "/api/auth/profile")
      return { status: profileStatus, body: { success: profileStatus === 200, data: buildUser() } };
    if (call.path === "/api/auth/login") return { body: freshSession };
    if (call.path === "/api/auth/register")
      return { status: registerStatus, body: registerStatus === 201 ? freshSession : { success: false, error: "No" } };
    if (call.path === "/api/auth/refresh")
      return { status: 401, body: { success: false, error: "Invalid refresh token" } };
    if (call.path === "/api/companies") return { body: { success: true, data: companies } };
    return undefined;
  };
}

describe("AuthCallbackPage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it("goes to /login when the fragment carries no token", async () => {
    const { router } = renderCallback("");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("rejects a token that is not three-part, then goes to /login after 3 s", async () => {
    localStorage.setItem("accessToken", "old-access");
    const calls = stubApi(() => undefined);
    const { router } = renderCallback("#access_token=not-a-jwt&refresh_token=refresh-1");

    const panel = await screen.findByRole("alert");
    expect(panel.textContent).toContain("Authentication Error");
    expect(panel.textContent).toContain("Invalid authentication token");
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(calls).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows the failure sent by the server, then goes to /login after 3 s", async () => {
    const reason = "This e-mail already has an account. Please sign in with your password.";
    const { router } = renderCallback(`#${new URLSearchParams({ error: reason })}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("says the sign-in failed when the server sent no reason", async () => {
    renderCallback("#error=");
    expect(await screen.findByRole("alert")).toHaveTextContent("Authentication failed. Please try again.");
  });

  it("logs an existing user in again and opens the overview 0.5 s later when they have a company", async () => {
    const calls = stubApi(answerCallback({ companies: [buildCompany()] }));
    const { router } = renderCallback(`#access_token=${callbackToken}&refresh_token=refresh-1`);

    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain("/api/companies"));
    expect(router.state.location.hash).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(500));

    expect(router.state.location.pathname).toBe("/overview");
    const login = calls.find((call) => call.path === "/api/auth/login");
    expect(login).toMatchObject({
      body: { email: "jane@acme.test", password: null, isGoogleUser: true },
      authorization: `Bearer ${callbackToken}`,
    });
    expect(localStorage.getItem("accessToken")).toBe("access-2");
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
    expect(localStorage.getItem("show_welcome_preview")).toBeNull();
  });

  it("opens the deep link remembered before leaving for Google, once", async () => {
    stubApi(answerCallback({ companies: [buildCompany()] }));
    sessionStorage.setItem("returnPath", "/customer-interactions?prospect=tok-1&viewer=viewer-1");
    const { router } = renderCallback(`#access_token=${callbackToken}&refresh_token=refresh-1`);

    await act(() => vi.advanceTimersByTimeAsync(500));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/customer-interactions"));
    expect(router.state.location.search).toBe("?prospect=tok-1&viewer=viewer-1");
    expect(sessionStorage.getItem("returnPath")).toBeNull();
  });

  it("registers a new user and opens the create page with the welcome preview when they have no company", async () => {
    const calls = stubApi(answerCallback({ profileStatus: 404, companies: [] }));
    const { router } = renderCallback(`#access_token=${callbackToken}&refresh_token=refresh-1`);

    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain("/api/companies"));
    await act(() => vi.advanceTimersByTimeAsync(500));

    expect(router.state.location.pathname).toBe("/create");
    expect(localStorage.getItem("show_welcome_preview")).toBe("true");
    expect(calls.find((call) => call.path === "/api/auth/register")?.body).toEqual({
      email: "jane@acme.test",
      firstName: "Jane",
      lastName: "Doe",
      authProvider: "google",
      isGoogleUser: true,
    });
  });

  it("stays on the error when the account cannot be created", async () => {
    stubApi(answerCallback({ profileStatus: 404, registerStatus: 400 }));
    const { router } = renderCallback(`#access_token=${callbackToken}&refresh_token=refresh-1`);

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Failed to create user account. Please try again.",
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe("/auth/callback");
    expect(localStorage.getItem("accessToken")).toBeNull();
  });
});
