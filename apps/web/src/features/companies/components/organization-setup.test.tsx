import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildCompany, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { OrganizationSetup } from "./organization-setup";

function SetupScreen() {
  const navigate = useNavigate();
  const handleFinished = useCallback(() => navigate("/create"), [navigate]);
  return <OrganizationSetup onFinished={handleFinished} />;
}

function renderSetup() {
  return renderRoutes(
    [
      { path: "/overview", element: <SetupScreen /> },
      { path: "/create", element: <h1>Create page</h1> },
    ],
    "/overview",
  );
}

async function submit(name: string, website = "") {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  if (name) await user.type(screen.getByLabelText("Organization Name"), name);
  if (website) await user.type(screen.getByLabelText("Website"), website);
  await user.click(screen.getByRole("button", { name: "Create Organization & Continue" }));
  return user;
}

describe("OrganizationSetup", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
  });

  it("validates the name and the website with the spec's messages", async () => {
    const calls = stubApi(() => undefined);
    renderSetup();
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeInTheDocument();

    const user = await submit("");
    expect(screen.getByText("Organization name is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Organization Name"), " A ");
    await user.type(screen.getByLabelText("Website"), "not a url");
    await user.click(screen.getByRole("button", { name: "Create Organization & Continue" }));
    expect(screen.getByText("Organization name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid website URL")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("needs a stored token", async () => {
    localStorage.clear();
    renderSetup();
    await submit("Acme Inc.");
    expect(screen.getByRole("alert").textContent).toBe("Authentication required. Please log in again.");
  });

  it("creates the organisation, sets the welcome preview and opens /create after 1 s", async () => {
    const calls = stubApi((call) =>
      call.method === "POST"
        ? { status: 201, body: { success: true, data: buildCompany() } }
        : { body: { success: true, data: [buildCompany()] } },
    );
    const { router } = renderSetup();

    await submit("  Acme Inc.  ", " https://acme.test ");

    expect((await screen.findByRole("status")).textContent).toBe("Organization created successfully! Redirecting...");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Acme Inc.",
      description: "No description provided",
      website: "https://acme.test",
      logo: null,
    });
    expect(localStorage.getItem("show_welcome_preview")).toBe("true");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe("/create");
  });

  it("completes a bare domain with https://", async () => {
    const calls = stubApi(() => ({ status: 201, body: { success: true, data: buildCompany() } }));
    renderSetup();
    await submit("Acme Inc.", "acme.io");
    await screen.findByRole("status");
    expect(calls[0]?.body).toMatchObject({ website: "https://acme.io" });
  });

  it("sends no website when none is given", async () => {
    const calls = stubApi(() => ({ status: 201, body: { success: true, data: buildCompany() } }));
    renderSetup();
    await submit("Acme Inc.");
    await screen.findByRole("status");
    expect(calls[0]?.body).toMatchObject({ website: null });
  });

  it("on 409 says the organisation exists and opens /create after 2 s", async () => {
    stubApi((call) =>
      call.method === "POST"
        ? { status: 409, body: { success: false, error: "You already have an organization" } }
        : { body: { success: true, data: [buildCompany()] } },
    );
    const { router } = renderSetup();

    await submit("Acme Inc.");

    expect((await screen.findByRole("status")).textContent).toBe(
      "You already have an organization! Redirecting to create page...",
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/create");
  });

  it("shows the fallback message when creation fails otherwise", async () => {
    stubApi(() => ({ status: 500, body: { success: false, error: "Internal server error" } }));
    renderSetup();
    await submit("Acme Inc.");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create organization. Please try again.");
  });
});
