import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteError } from "./route-error";

function Broken(): never {
  throw new Error("Boom");
}

describe("RouteError", () => {
  it("shows the spec's message when a route fails to render", () => {
    // React and the router report the thrown error on the console; that is expected here.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", Component: Broken, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Boom")).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
