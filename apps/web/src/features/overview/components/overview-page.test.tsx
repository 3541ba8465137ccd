import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test-utils";
import { OverviewPage } from "./overview-page";

describe("OverviewPage", () => {
  it("opens the create form from 'Create Vemo'", async () => {
    const { router } = renderRoutes(
      [
        { path: "/overview", element: <OverviewPage /> },
        { path: "/create", element: <h1>Create page</h1> },
      ],
      "/overview",
    );
    expect(screen.getByRole("heading", { name: "Overview" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Vemo" }));
    expect(router.state.location.pathname).toBe("/create");
  });
});
