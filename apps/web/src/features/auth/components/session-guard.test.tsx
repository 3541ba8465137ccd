import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiReply } from "../../../test-utils";
import { useSignOut } from "../hooks/use-sign-out";
import { SessionGuard } from "./session-guard";

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Sign out
    </button>
  );
}

function renderGuarded(path = "/overview") {
  return renderRoutes(
    [
      {
        path: "/overview",
        element: (
          <SessionGuard>
            <h1>Owner page</h1>
            <SignOutButton />
          </SessionGuard>
        ),
      },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    path,
  );
}

const refused: ApiReply = { status: 401, body: { success: false, error: "Invalid or expired token" } };

describe("SessionGuard", () => {
  it("grants access when the profile answers", async () => {
    storeSession();
    stubApi((call) => (call.path === "/api/auth/profile" ? { body: { success: true, data: buildUser() } } : undefined));
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Owner page" })).toBeInTheDocument();
  });

  it("refreshes an expired token, stores the new pair and grants access", async () => {
    storeSession();
    stubApi((call) => {
      if (call.path === "/api/auth/refresh")
        return {
          body: { success: true, data: { accessToken: "access-2", refreshToken: "refresh-2", expiresIn: 900 } },
        };
      if (call.authorization === "Bearer access-2") return { body: { success: true, data: buildUser() } };
      return refused;
    });
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Owner page" })).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBe("access-2");
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("clears the tokens and goes to /login when the token is refused and the refresh fails", async () => {
    storeSession();
    const calls = stubApi(() => refused);
    const { router } = renderGuarded();

    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(calls.map((call) => call.path)).toEqual(["/api/auth/profile", "/api/auth/refresh"]);
    for (const key of ["accessToken", "refreshToken", "user"]) expect(localStorage.getItem(key)).toBeNull();
  });

  it("also clears the tokens on any other failure", async () => {
    storeSession();
    stubApi(() => ({ status: 500, body: { success: false, error: "Internal server error" } }));
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("goes straight to /login without stored tokens", async () => {
    const calls = stubApi(() => undefined);
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("hands the page asked for to /login, so signing in lands there", async () => {
    stubApi(() => undefined);
    const { router } = renderGuarded("/overview?prospect=tok-1#details");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/overview?prospect=tok-1#details" });
  });

  it("after a sign-out in this tab, goes to /login without asking for the profile again", async () => {
    storeSession();
    const calls = stubApi((call) => {
      if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
      if (call.path === "/api/auth/logout") return { body: { success: true } };
      return undefined;
    });
    renderGuarded();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));

    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/auth/profile")).toHaveLength(1);
  });
});
