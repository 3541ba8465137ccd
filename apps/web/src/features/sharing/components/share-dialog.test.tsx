import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Company } from "@vemo/shared/contracts/companies";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildCompany, buildVemoListItem } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import {
  clickInDialog,
  FREE_MESSAGE,
  proCompany,
  renderShareDialog as renderDialog,
  shareDialog,
  stubOwner as stubOwnerCalls,
} from "../share-test-support";
import { buildLinkControls } from "../../link-controls/link-controls-test-support";

const SHARE_URL = "http://localhost:3000/share/AbCdEfGhIjKlMnOpQrStUv";
const shareCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === "/api/vemos/vemo-7/share");

function stubOwner(company: Company, answerShare: (call: ApiCall) => ApiReply | undefined = () => undefined) {
  return stubOwnerCalls(company, (call) => (call.method === "POST" ? answerShare(call) : undefined));
}

const linked = (isNewLink: boolean): ApiReply => ({
  body: { success: true, shareUrl: SHARE_URL, shareId: "share-1", isNewLink, link: buildLinkControls() },
});
const refused = (error: string, isCancelled: boolean, currentPlan: string): ApiReply => ({
  status: 403,
  body: { success: false, error, requiresUpgrade: true, isCancelled, currentPlan },
});

async function chooseSingleLink() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(
    within(screen.getByRole("dialog", { name: "Share Vemo" })).getByRole("button", { name: "Single Link" }),
  );
  return user;
}

const shownLink = async () => ((await screen.findByLabelText("Share link")) as HTMLInputElement).value;

describe("ShareDialog", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it("shows a newly created single link and copies it, confirming with 'Copied'", async () => {
    const calls = stubOwner(proCompany, () => linked(true));
    renderDialog();
    const user = await chooseSingleLink();

    expect(await shownLink()).toBe(SHARE_URL);
    expect(screen.getByText("A new share link was created for this Vemo.")).toBeInTheDocument();
    expect(shareCalls(calls)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getByRole("status").textContent).toBe("Copied");
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
  });

  it("offers the link's embed code: an iframe of the share page in embed mode, copied with its own button", async () => {
    stubOwner(proCompany, () => linked(true));
    renderDialog();
    const user = await chooseSingleLink();
    const code = ((await screen.findByLabelText("Embed code")) as HTMLTextAreaElement).value;
    expect(code).toMatch(new RegExp(`^<iframe src="${SHARE_URL}\\?embed=1" width="960" height="540" title="[^"]+"`));

    await user.click(screen.getByRole("button", { name: "Copy embed code" }));
    expect(await navigator.clipboard.readText()).toBe(code);
  });

  it("says when the link is the Vemo's existing one", async () => {
    stubOwner(proCompany, () => linked(false));
    renderDialog();
    await chooseSingleLink();
    expect(await shownLink()).toBe(SHARE_URL);
    expect(screen.getByText("This is the existing share link of this Vemo.")).toBeInTheDocument();
  });

  it("shows the link's state and switches it off, sets an expiry, a passcode and the e-mail check", async () => {
    let link = buildLinkControls();
    const calls = stubOwnerCalls(proCompany, (call) => {
      if (call.method === "POST") return linked(false);
      if (call.method !== "PATCH" || call.path !== "/api/share-links/share-1") return undefined;
      const body = call.body as Record<string, unknown>;
      if (body.disabled !== undefined) link = { ...link, disabled: body.disabled === true, state: "disabled" };
      if (body.expiresAt !== undefined) link = { ...link, expiresAt: body.expiresAt as string };
      if (body.passcode !== undefined) link = { ...link, hasPasscode: body.passcode !== null };
      if (body.verifyEmail !== undefined) link = { ...link, verifyEmail: body.verifyEmail === true };
      return { body: { success: true, link } };
    });
    renderDialog();
    const user = await chooseSingleLink();
    const status = await screen.findByRole("region", { name: /Link status/ });
    expect(within(status).getByText("Active")).toBeInTheDocument();

    await user.click(within(status).getByRole("button", { name: "Disable link" }));
    expect(await within(status).findByText("Disabled")).toBeInTheDocument();
    expect(within(status).getByRole("button", { name: "Enable link" })).toBeInTheDocument();

    // jsdom has no date-time picker to type into: the field takes its value as a browser's picker sets it.
    fireEvent.change(within(status).getByLabelText("Expires on"), { target: { value: "2030-01-31T09:30" } });
    await user.click(within(status).getByRole("button", { name: "Save expiry" }));
    expect(await within(status).findByRole("button", { name: "No expiry" })).toBeInTheDocument();

    await user.type(within(status).getByLabelText("Passcode"), "orbit-2026");
    await user.click(within(status).getByRole("button", { name: "Set passcode" }));
    expect(await within(status).findByText("Passcode protected")).toBeInTheDocument();

    await user.click(within(status).getByRole("switch", { name: "Verify the e-mail on the lead form" }));
    expect(await within(status).findByRole("switch", { name: "Verify the e-mail on the lead form" })).toBeChecked();

    const patches = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
    expect(patches).toEqual([
      { disabled: true },
      { expiresAt: new Date("2030-01-31T09:30").toISOString() },
      { passcode: "orbit-2026" },
      { verifyEmail: true },
    ]);
  });

  it("asks for a manual copy when the clipboard is refused", async () => {
    stubOwner(proCompany, () => linked(true));
    renderDialog();
    const user = await chooseSingleLink();
    await shownLink();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to copy link. Please copy manually.");
  });

  it("tells a known Free organisation to upgrade without asking the server, then goes to /pricing after 2 s", async () => {
    const calls = stubOwner(buildCompany({ subscription_plan: "free" }), () => linked(true));
    const { router } = renderDialog();

    expect((await screen.findByRole("alert")).textContent).toBe(FREE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe("/vemos");
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe("/pricing");
    expect(shareCalls(calls)).toHaveLength(0);
  });

  it("offers 'Upgrade to Pro' to a Free organisation, which goes to /pricing at once", async () => {
    stubOwner(buildCompany({ subscription_plan: "free" }));
    const { router } = renderDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await screen.findByRole("alert");
    await user.click(within(shareDialog()).getByRole("link", { name: "Upgrade to Pro" }));
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("treats the server's Free-plan refusal the same way", async () => {
    stubOwner(proCompany, () => refused(FREE_MESSAGE, false, "free"));
    const { router } = renderDialog();
    await chooseSingleLink();

    expect((await screen.findByRole("alert")).textContent).toBe(FREE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("opens the upgrade prompt for a cancelled subscription", async () => {
    const message = "Your subscription is no longer active. Reactivate your subscription to share Vemos.";
    stubOwner(buildCompany({ subscription_plan: "pro", subscription_status: "cancelled" }), () =>
      refused(message, true, "pro"),
    );
    const { router } = renderDialog();
    await chooseSingleLink();

    const prompt = await screen.findByRole("dialog", { name: "Upgrade Required" });
    expect(within(prompt).getByText(message)).toBeInTheDocument();
    expect(within(prompt).getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/vemos");
  });

  it("reports any other failure and lets the owner try again", async () => {
    let isDown = true;
    stubOwner(proCompany, () => (isDown ? { status: 500, body: { success: false, error: "Internal" } } : linked(true)));
    renderDialog();
    const user = await chooseSingleLink();

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to generate share link. Please try again.");
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Single Link" }));
    expect(await shownLink()).toBe(SHARE_URL);
  });

  it("shows the welcome demo's public link at once, even on the Free plan", async () => {
    const calls = stubOwner(buildCompany({ subscription_plan: "free" }));
    renderDialog(
      buildVemoListItem({ id: "welcome-demo", title: "Welcome to Vemo", isDemo: true, share_token: "welcome-to-vemo" }),
    );

    expect(await shownLink()).toBe(`${window.location.origin}/share/welcome-to-vemo`);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });
  it("walks from Single Link or Unique Links to Few Links or Bulk Upload, each Back going one step back", async () => {
    stubOwner(proCompany, () => linked(true));
    renderDialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const stepHeading = () => within(shareDialog()).queryByRole("heading", { level: 3 })?.textContent ?? null;

    await clickInDialog(user, "Unique Links");
    expect(stepHeading()).toBe("Unique Links");
    await clickInDialog(user, "Few Links");
    expect(stepHeading()).toBe("Few Links");
    await clickInDialog(user, "Back");
    expect(stepHeading()).toBe("Unique Links");
    await clickInDialog(user, "Bulk Upload");
    expect(stepHeading()).toBe("Bulk Upload");
    await clickInDialog(user, "Back");
    await clickInDialog(user, "Back");
    expect(stepHeading()).toBeNull();
    expect(within(shareDialog()).getByRole("button", { name: "Single Link" })).toBeInTheDocument();

    await clickInDialog(user, "Single Link");
    expect(await shownLink()).toBe(SHARE_URL);
    await clickInDialog(user, "Back");
    expect(within(shareDialog()).getByRole("button", { name: "Unique Links" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Share link")).not.toBeInTheDocument();
  });
});
