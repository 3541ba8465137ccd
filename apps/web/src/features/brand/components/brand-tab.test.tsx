import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, storeSession, stubApi, type ApiCall } from "../../../test-utils";
import { BrandTab } from "./brand-tab";

const BRAND = { brandColor: null, hidePoweredBy: false, logoUrl: null, canHidePoweredBy: false };

function openBrandTab(): ApiCall[] {
  const calls = stubApi((call) => {
    if (call.path === "/api/settings/brand" && call.method === "GET") return { body: { success: true, data: BRAND } };
    if (call.path === "/api/settings/brand" && call.method === "PUT")
      return { body: { success: true, data: { ...BRAND, ...(call.body as object) } } };
    if (call.path === "/api/settings/brand/logo")
      return { body: { success: true, data: { ...BRAND, logoUrl: "/api/brand-logos/1" } } };
    if (call.path === "/api/settings/domain") return { body: { success: true, data: null } };
    return undefined;
  });
  renderRoutes([{ path: "/settings", element: <BrandTab /> }], "/settings");
  return calls;
}

describe("the Brand tab", () => {
  beforeEach(() => storeSession());

  it("previews a light colour with dark text, says why, and saves it", async () => {
    const calls = openBrandTab();
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Brand colour" }), "#facc15");
    expect(screen.getByText(/White text is hard to read on this colour/)).toBeInTheDocument();
    expect(screen.getByLabelText("Button preview")).toHaveStyle({ color: "rgb(15, 23, 42)" });
    await user.click(screen.getByRole("button", { name: "Save brand" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ brandColor: "#facc15", hidePoweredBy: false });
  });

  it("uploads the chosen logo and shows it", async () => {
    const calls = openBrandTab();
    const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    await userEvent.setup().upload(await screen.findByLabelText("Upload logo"), file);
    expect(await screen.findByRole("img", { name: "Your logo" })).toHaveAttribute("src", "/api/brand-logos/1");
    const upload = calls.find((call) => call.path === "/api/settings/brand/logo");
    expect((upload?.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("tells a plan without white-label options where hiding Powered by Vemo comes from", async () => {
    openBrandTab();
    expect(await screen.findByText("White-label options are part of the Enterprise plan.")).toBeInTheDocument();
  });
});
