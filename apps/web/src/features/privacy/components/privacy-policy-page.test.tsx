import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test-utils";
import { PrivacyPolicyPage } from "./privacy-policy-page";

function renderPage() {
  return renderRoutes(
    [
      { path: "/privacypolicy", element: <PrivacyPolicyPage /> },
      { path: "/", element: <h1>Landing</h1> },
    ],
    "/privacypolicy",
  );
}

describe("PrivacyPolicyPage", () => {
  it("has every section of the policy", () => {
    renderPage();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Your Information",
      "Your Choices",
      "Security",
      "Contact Us",
    ]);
    expect(screen.getByText("We do not sell your personal data.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "help@vemo.test" })).toHaveAttribute("href", "mailto:help@vemo.test");
  });

  it.each(["Home", "Back to Home"])("goes home with the %s button", async (name) => {
    const { router } = renderPage();
    await userEvent.setup().click(screen.getByRole("button", { name }));
    expect(router.state.location.pathname).toBe("/");
  });
});
