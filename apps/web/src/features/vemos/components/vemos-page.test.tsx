import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../routes/route-table";
import { buildCompany, buildUser, buildVemoListItem, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { chatHistoryKey } from "../chat-history";
import { buildLinkControls } from "../../link-controls/link-controls-test-support";

const demo = buildVemoListItem({
  id: "welcome-demo",
  title: "Welcome to Vemo",
  isDemo: true,
  share_token: "welcome-token",
});

function answerOwner(answer: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined) {
  return (call: ApiCall) => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany()] } };
    return answer(call);
  };
}

const listed = (vemos: VemoListItem[]): ApiReply => ({ body: { success: true, data: vemos } });

async function openList() {
  const result = renderRoutes(routes, "/vemos");
  // The route loads on demand, and the first test of the file waits for it to be compiled.
  await screen.findByRole("heading", { name: "Vemos" }, { timeout: 5000 });
  return result;
}

describe("VemosPage", () => {
  beforeEach(() => storeSession());

  it("shows the welcome demo first with its badge, then each Vemo with its counts", async () => {
    const tour = buildVemoListItem({
      id: "vemo-7",
      title: "Product tour",
      video_count: 2,
      document_count: 3,
      website_count: 1,
      created_at: "2024-03-02T10:00:00.000Z",
    });
    const calls = stubApi(
      answerOwner((call) => (call.path.startsWith("/api/vemos?") ? listed([tour, demo]) : undefined)),
    );
    await openList();

    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual(["vemo-welcome-demo", "vemo-vemo-7"]);
    expect(calls.some((call) => call.path === "/api/vemos?companyId=company-1")).toBe(true);

    const demoCard = screen.getByRole("article", { name: "Welcome to Vemo" });
    expect(within(demoCard).getByText("Demo")).toBeInTheDocument();
    // The spec's demo card: its two actions on the card, and no menu.
    expect(
      within(demoCard)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Preview", "Share"]);
    expect(within(demoCard).queryByRole("button", { name: "Vemo actions" })).not.toBeInTheDocument();

    const card = screen.getByRole("article", { name: "Product tour" });
    const count = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect([count("Videos"), count("Documents"), count("Websites")]).toEqual(["2", "3", "1"]);
    expect(
      within(card).getByText(`Created ${new Date("2024-03-02T10:00:00.000Z").toLocaleDateString()}`),
    ).toBeInTheDocument();
    expect(within(card).queryByText("Demo")).not.toBeInTheDocument();
  });

  it("opens a Vemo's view page from its menu", async () => {
    stubApi(
      answerOwner((call) =>
        call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      ),
    );
    const { router } = await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    expect(
      within(card)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["", "Preview", "View", "Edit", "View Interactions", "Share", "Delete"]);
    await user.click(within(card).getByRole("button", { name: "View" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/view-vemo/vemo-7"));
  });

  it("opens a Vemo's details to edit from its menu", async () => {
    stubApi(
      answerOwner((call) =>
        call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      ),
    );
    const { router } = await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "Edit" }));
    await vi.waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: "/view-vemo/vemo-7", state: { tab: "details" } }),
    );
  });

  it("shows a Free organisation its count against the limit, and the way to upgrade at the limit", async () => {
    const three = ["a", "b", "c"].map((id) => buildVemoListItem({ id, title: `Tour ${id}` }));
    stubApi(answerOwner((call) => (call.path.startsWith("/api/vemos?") ? listed([demo, ...three]) : undefined)));
    await openList();
    expect(await screen.findByText(/3 of 3 Vemos on the Free plan\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  });

  it("tells which cards still have sources processing or failed", async () => {
    const vemos = [
      demo,
      buildVemoListItem({ id: "a", title: "Busy tour", processing_count: 2 }),
      buildVemoListItem({ id: "b", title: "Broken tour", failed_count: 1 }),
    ];
    stubApi(answerOwner((call) => (call.path.startsWith("/api/vemos?") ? listed(vemos) : undefined)));
    await openList();
    expect(within(await screen.findByRole("article", { name: "Busy tour" })).getByRole("status").textContent).toContain(
      "Processing 2 sources",
    );
    expect(within(screen.getByRole("article", { name: "Broken tour" })).getByRole("status").textContent).toContain(
      "1 source failed",
    );
  });

  it("offers only Preview and Share on the welcome demo, whose Share shows its public link", async () => {
    const calls = stubApi(
      answerOwner((call) => (call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem()]) : undefined)),
    );
    await openList();
    const user = userEvent.setup();
    const demoCard = await screen.findByRole("article", { name: "Welcome to Vemo" });
    expect(
      within(demoCard)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Preview", "Share"]);

    await user.click(within(demoCard).getByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog", { name: "Share Vemo" });
    expect((within(dialog).getByLabelText("Share link") as HTMLInputElement).value).toBe(
      `${window.location.origin}/share/welcome-token`,
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shares a Vemo's single link from its menu", async () => {
    const shareUrl = "http://localhost:3000/share/AbCdEfGhIjKlMnOpQrStUv";
    const pro = buildCompany({ subscription_plan: "pro" });
    stubApi((call) => {
      if (call.path === "/api/companies") return { body: { success: true, data: [pro] } };
      if (call.path === "/api/vemos/vemo-7/share")
        return { body: { success: true, shareUrl, shareId: "share-1", isNewLink: true, link: buildLinkControls() } };
      return answerOwner((listCall) =>
        listCall.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      )(call);
    });
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "Share" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Share Vemo" })).getByRole("button", { name: "Single Link" }),
    );
    expect(((await screen.findByLabelText("Share link")) as HTMLInputElement).value).toBe(shareUrl);
  });

  it("shows a Vemo's interactions from its menu: the list, a prospect's details, and back", async () => {
    const pro = buildCompany({ subscription_plan: "pro" });
    const prospect = {
      share_id: "share-1",
      share_token: "token-grace",
      viewer_id: "viewer-grace",
      link_kind: "unique",
      client_name: "Grace Hopper",
      client_email: "grace@navy.test",
      client_company: "Navy Labs",
      vemo_id: "vemo-7",
      vemo_title: "Product tour",
      question_count: 1,
      total_duration: 90,
      watched_percent: 30,
      visit_count: 1,
      engagement_score: 25,
      first_seen_at: "2024-03-02T10:00:00.000Z",
      last_accessed_at: "2024-03-05T15:30:00.000Z",
      shared_by: null,
    };
    stubApi((call) => {
      if (call.path === "/api/companies") return { body: { success: true, data: [pro] } };
      if (call.path === "/api/analytics/vemo-interactions/vemo-7") return { body: { success: true, data: [prospect] } };
      if (call.path === "/api/analytics/unanswered-questions/vemo-7") return { body: { success: true, data: [] } };
      if (call.path.startsWith("/api/analytics/customer-interaction-details/token-grace")) {
        const details = {
          ...prospect,
          link_created_at: "2024-03-01T09:00:00.000Z",
          link: buildLinkControls({ kind: "unique" }),
          videos: [],
          questions: [],
          insight_summary: "Curious about pricing.",
        };
        return { body: { success: true, data: details } };
      }
      return answerOwner((listCall) =>
        listCall.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      )(call);
    });
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "View Interactions" }));

    const list = await screen.findByRole("dialog", { name: "Interactions: Product tour" });
    await user.click(await within(list).findByRole("button", { name: "View Details" }));
    const details = await screen.findByRole("dialog", { name: "Interaction Details" });
    expect(await within(details).findByText("Curious about pricing.")).toBeInTheDocument();

    await user.click(within(details).getByRole("button", { name: "Back" }));
    expect(
      await within(screen.getByRole("dialog", { name: "Interactions: Product tour" })).findByText("Grace Hopper"),
    ).toBeInTheDocument();
  });

  it("asks a Free organisation to upgrade from 'View Interactions'", async () => {
    const calls = stubApi(
      answerOwner((call) =>
        call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      ),
    );
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "View Interactions" }));

    const modal = screen.getByRole("dialog", { name: "Upgrade Required" });
    expect(within(modal).getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/api/analytics/"))).toBe(false);
  });

  it("previews a Vemo from its menu", async () => {
    stubApi(
      answerOwner((call) =>
        call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem({ id: "vemo-7" })]) : undefined,
      ),
    );
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "Preview" }));
    const overlay = screen.getByRole("dialog", { name: "Product tour" });
    await user.click(within(overlay).getByRole("button", { name: "Close preview" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("deletes after confirmation: 'Deleting...', then the card and its chat history are gone", async () => {
    let vemos = [
      demo,
      buildVemoListItem({ id: "vemo-7", title: "Product tour" }),
      buildVemoListItem({ id: "vemo-8", title: "Pricing" }),
    ];
    let finishDelete: (reply: ApiReply) => void = () => undefined;
    const calls = stubApi(
      answerOwner((call) => {
        if (call.method === "DELETE") {
          vemos = vemos.filter((vemo) => vemo.id !== "vemo-7");
          return new Promise((resolve) => (finishDelete = resolve));
        }
        return call.path.startsWith("/api/vemos?") ? listed(vemos) : undefined;
      }),
    );
    localStorage.setItem(chatHistoryKey("vemo-7"), "[]");
    localStorage.setItem(chatHistoryKey("vemo-8"), "[]");
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });

    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Vemo" });
    expect(
      within(dialog).getByText('Are you sure you want to delete "Product tour"? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await within(card).findByText("Deleting...")).toBeInTheDocument();
    finishDelete({ body: { success: true, message: "Vemo deleted successfully" } });
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Product tour" })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/vemos/vemo-7");
    expect(localStorage.getItem(chatHistoryKey("vemo-7"))).toBeNull();
    expect(localStorage.getItem(chatHistoryKey("vemo-8"))).toBe("[]");
    expect(screen.getByRole("article", { name: "Pricing" })).toBeInTheDocument();
  });

  it("reports a failed deletion and keeps the card", async () => {
    stubApi(
      answerOwner((call) => {
        if (call.method === "DELETE") return { status: 404, body: { success: false, error: "Vemo not found" } };
        return call.path.startsWith("/api/vemos?") ? listed([demo, buildVemoListItem()]) : undefined;
      }),
    );
    await openList();
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Product tour" });
    await user.click(within(card).getByRole("button", { name: "Vemo actions" }));
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete Vemo" })).getByRole("button", { name: "Delete" }),
    );

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to delete Vemo: Vemo not found");
    expect(screen.getByRole("article", { name: "Product tour" })).toBeInTheDocument();
  });

  it("offers 'Try Again' when the list cannot be loaded", async () => {
    let isDown = true;
    stubApi(
      answerOwner((call) => {
        if (!call.path.startsWith("/api/vemos?")) return undefined;
        if (isDown) throw new TypeError("Failed to fetch");
        return listed([demo]);
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openList();
    // The query retries twice before giving up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByRole("alert")).textContent).toBe("Network error. Please try again.");

    isDown = false;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Welcome to Vemo" })).toBeInTheDocument();
  });

  it("says 'Failed to fetch Vemos' for a server error", async () => {
    stubApi(
      answerOwner((call) =>
        call.path.startsWith("/api/vemos?") ? { status: 500, body: { success: false, error: "Internal" } } : undefined,
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openList();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch Vemos");
  });
});
