import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import {
  buildCompany,
  buildSharedVemo,
  buildUser,
  buildVemoDetail,
  renderRoutes,
  storeSession,
  stubApi,
} from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";

const DEMO = buildSharedVemo("welcome-to-vemo", {
  id: "demo-1",
  title: "Welcome to Vemo",
  company: { name: "Vemo", display_name: "Vemo" },
  videos: [{ video_url: "http://localhost:3000/media/welcome-demo.mp4", title: "Video 1" }],
  isDemo: true,
});

function answerDashboard(call: ApiCall): ApiReply | undefined {
  if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
  if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany()] } };
  if (call.path === "/api/vemos/share/welcome-to-vemo") return { body: { success: true, data: DEMO } };
  if (call.path === "/api/vemos/demo-1")
    return { body: { success: true, data: buildVemoDetail({ id: "demo-1", title: "Welcome to Vemo", isDemo: true }) } };
  return undefined;
}

const demoReads = (calls: ApiCall[]) => calls.filter((call) => call.path === "/api/vemos/share/welcome-to-vemo");

describe("welcome preview", () => {
  it("shows the welcome demo in the preview overlay 5 s after the dashboard loads, once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    localStorage.setItem("show_welcome_preview", "true");
    const calls = stubApi(answerDashboard);
    renderRoutes(routes, "/overview");
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(demoReads(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(await screen.findByRole("dialog", { name: "Welcome to Vemo" })).toBeInTheDocument();
    expect(demoReads(calls)[0]?.authorization).toBeNull();
    expect(localStorage.getItem("show_welcome_preview")).toBeNull();
  });

  it("shows nothing without the flag", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    const calls = stubApi(answerDashboard);
    renderRoutes(routes, "/overview");
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(demoReads(calls)).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
