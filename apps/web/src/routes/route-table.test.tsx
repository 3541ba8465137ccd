import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildCompany, buildUser, renderRoutes, storeSession, stubApi } from "../test-utils";
import { routes } from "./route-table";

describe("route table", () => {
  it("redirects an unknown path to the landing page", async () => {
    const { router } = renderRoutes(routes, "/no/such/page");
    expect(
      await screen.findByRole("heading", { name: "Turn Your Video Demo Into Interactive Demo" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows an owner page inside the dashboard shell", async () => {
    storeSession();
    stubApi((call) => {
      if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
      if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany()] } };
      return undefined;
    });
    renderRoutes(routes, "/overview");
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Account menu/ })).toBeInTheDocument();
  });

  it("shows the landing footer with the support e-mail and privacy link", async () => {
    renderRoutes(routes, "/");
    const footer = await screen.findByRole("contentinfo");
    expect(footer.querySelector('a[href="mailto:help@vemo.test"]')).toBeInTheDocument();
    expect(footer.querySelector('a[href="/privacypolicy"]')?.textContent).toBe("Privacy Policy");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Vemo. All rights reserved.`);
  });

  it.each([
    ["/overview", "Overview", "Overview – Vemo"],
    ["/settings", "Settings", "Settings – Vemo"],
  ])("titles %s after its screen", async (path, heading, title) => {
    storeSession();
    stubApi((call) => {
      if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
      if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany()] } };
      return undefined;
    });
    renderRoutes(routes, path);
    await screen.findByRole("heading", { name: heading });
    expect(document.title).toBe(title);
  });

  it("gives the landing page its own title back", async () => {
    document.title = "Overview – Vemo";
    renderRoutes(routes, "/");
    await screen.findByRole("heading", { name: "Turn Your Video Demo Into Interactive Demo" });
    expect(document.title).toBe("Vemo — Interactive AI video demos");
  });
});
