import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RecentInteraction } from "@vemo/shared/contracts/analytics";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes, stubApi } from "../../../test-utils";
import type { ApiReply } from "../../../test-utils";
import { OverviewPage } from "./overview-page";

const stats: ApiReply = {
  body: { success: true, totalViews: 1280, questionsAsked: 342, avgEngagement: 42.5, topVemos: [] },
};

function buildInteraction(overrides: Partial<RecentInteraction> = {}): RecentInteraction {
  return {
    share_token: "token-1",
    client_name: "Grace Hopper",
    client_company: "Navy Labs",
    client_email: "grace@navy.test",
    vemo_title: "Product tour",
    questionCount: 3,
    lastInteractionDate: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

function renderOverview() {
  return renderRoutes(
    [
      { path: "/overview", element: <OverviewPage /> },
      { path: "/create", element: <h1>Create page</h1> },
      { path: "/customer-interactions", element: <h1>Customer interactions</h1> },
    ],
    "/overview",
  );
}

const recentList = () => screen.findByRole("list", { name: "Recent Interactions" });
const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("OverviewPage", () => {
  it("opens the create form from 'Create Vemo'", async () => {
    stubApi(() => undefined);
    const { router } = renderOverview();
    expect(screen.getByRole("heading", { name: "Overview" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Vemo" }));
    expect(router.state.location.pathname).toBe("/create");
  });

  it("shows the three stat cards, engagement as a percentage", async () => {
    stubApi((call) => (call.path === "/api/analytics/overview" ? stats : { body: { success: true, data: [] } }));
    renderOverview();
    await vi.waitFor(() => expect(statValue("Avg. Engagement")).toBe("42.5%"));
    expect(statValue("Total Vemo Views")).toBe((1280).toLocaleString());
    expect(statValue("Questions Asked")).toBe("342");
  });

  it("shows each daily figure with its explanation and the same figures as a table", async () => {
    const days = [
      { date: "2026-11-24", views: 4, questions: 2, watched_percent: null },
      { date: "2026-11-25", views: 7, questions: 5, watched_percent: 63 },
    ];
    stubApi((call) => {
      if (call.path === "/api/analytics/overview") return stats;
      if (call.path.startsWith("/api/analytics/overview/daily")) return { body: { success: true, data: days } };
      return { body: { success: true, data: [] } };
    });
    renderOverview();
    const activity = await screen.findByRole("region", { name: "Activity" });
    const cells = (name: string) =>
      within(within(activity).getByRole("table", { name }))
        .getAllByRole("row")
        .map((row) => row.textContent);
    await within(activity).findByRole("table", { name: "Views per day" });
    expect(
      within(activity).getByText("Questions viewers asked the AI assistant, on the day they asked."),
    ).toBeVisible();
    await vi.waitFor(() => expect(cells("Views per day")).toEqual(["Day (UTC)Views", "2026-11-244", "2026-11-257"]));
    expect(cells("Questions per day")).toEqual(["Day (UTC)Questions", "2026-11-242", "2026-11-255"]);
    expect(cells("Average watch depth")).toEqual(["Day (UTC)Watched", "2026-11-24No finished visits", "2026-11-2563%"]);
  });

  it("lists the first 4 recent interactions with fallbacks, and 'View in Detail' leads to the customer interactions", async () => {
    const interactions = [
      buildInteraction({ share_token: "a" }),
      buildInteraction({
        share_token: "b",
        client_name: null,
        client_company: null,
        lastInteractionDate: null,
        questionCount: 1,
      }),
      buildInteraction({ share_token: "c", client_name: "Alan Turing" }),
      buildInteraction({ share_token: "d", client_name: "Ada Lovelace" }),
      buildInteraction({ share_token: "e", client_name: "Fifth client" }),
    ];
    stubApi((call) =>
      call.path === "/api/analytics/recent-interactions" ? { body: { success: true, data: interactions } } : stats,
    );
    const { router } = renderOverview();

    const items = within(await recentList()).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(screen.queryByText("Fifth client")).not.toBeInTheDocument();
    expect(items[0]?.textContent).toBe("Grace HopperNavy Labs3 questions3h ago");
    expect(items[1]?.textContent).toBe("Anonymous UserNo company1 questionNo date");

    await userEvent.setup().click(screen.getByRole("link", { name: "View in Detail" }));
    expect(router.state.location.pathname).toBe("/customer-interactions");
  });

  it("says 'No recent interactions found' when there are none", async () => {
    stubApi((call) =>
      call.path === "/api/analytics/recent-interactions" ? { body: { success: true, data: [] } } : stats,
    );
    renderOverview();
    expect(await screen.findByText("No recent interactions found")).toBeInTheDocument();
  });

  it("reports load failures quietly and keeps the page", async () => {
    stubApi(() => ({ status: 500, body: { success: false, error: "Internal" } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOverview();
    // Each query retries twice before giving up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText("Statistics could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("Recent interactions could not be loaded.")).toBeInTheDocument();
    expect(statValue("Total Vemo Views")).toBe("–");
    expect(screen.getByRole("heading", { name: "Overview" })).toBeInTheDocument();
  });
});
