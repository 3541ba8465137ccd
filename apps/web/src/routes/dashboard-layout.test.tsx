import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildCompany, buildUser, renderRoutes, storeSession, stubApi } from "../test-utils";
import type { ApiCall, ApiReply } from "../test-utils";
import { routes } from "./route-table";

function answerOwner(companies: () => unknown[]) {
  return (call: ApiCall): ApiReply | undefined => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: companies() } };
    return undefined;
  };
}

describe("owner area", () => {
  it("passes the real company to the shell, so an active Pro plan unlocks paid items", async () => {
    storeSession();
    stubApi(answerOwner(() => [buildCompany({ subscription_plan: "pro", subscription_status: "active" })]));
    renderRoutes(routes, "/overview");

    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();
    expect(document.querySelectorAll("[data-locked]")).toHaveLength(0);
  });

  it("asks for the companies again after 1 s when the list is empty, then shows the organisation setup", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    const calls = stubApi(answerOwner(() => []));
    renderRoutes(routes, "/overview");

    await vi.waitFor(() => expect(calls.filter((call) => call.path === "/api/companies")).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/companies")).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Overview" })).not.toBeInTheDocument();
  });

  it("uses a company that appears on the second read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    let reads = 0;
    stubApi(answerOwner(() => (++reads === 1 ? [] : [buildCompany()])));
    renderRoutes(routes, "/overview");

    await vi.waitFor(() => expect(reads).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();
  });

  it("checks the session again when another tab changes the token", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    let isSignedOut = false;
    const answer = answerOwner(() => [buildCompany()]);
    stubApi((call) =>
      isSignedOut ? { status: 401, body: { success: false, error: "Invalid or expired token" } } : answer(call),
    );
    const { router } = renderRoutes(routes, "/overview");
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();

    isSignedOut = true;
    localStorage.removeItem("accessToken");
    window.dispatchEvent(new StorageEvent("storage", { key: "accessToken" }));
    await act(() => vi.advanceTimersByTimeAsync(200));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
