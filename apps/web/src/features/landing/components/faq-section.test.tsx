import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqSection } from "./faq-section";

function expanded(name: string) {
  return screen.getByRole("button", { name }).getAttribute("aria-expanded");
}

describe("FaqSection", () => {
  it("lists the five questions, all closed", () => {
    render(<FaqSection />);
    for (const name of [
      "What is Vemo?",
      "How does it work?",
      "Who is it for?",
      "Do I need technical setup?",
      "What's the benefit?",
    ]) {
      expect(expanded(name)).toBe("false");
    }
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("keeps at most one answer open", async () => {
    const user = userEvent.setup();
    render(<FaqSection />);

    await user.click(screen.getByRole("button", { name: "What is Vemo?" }));
    expect(expanded("What is Vemo?")).toBe("true");
    expect(screen.getByRole("region", { name: "What is Vemo?" }).textContent).toContain("interactive");

    await user.click(screen.getByRole("button", { name: "Who is it for?" }));
    expect(expanded("Who is it for?")).toBe("true");
    expect(expanded("What is Vemo?")).toBe("false");
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });

  it("closes the open answer on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const button = screen.getByRole("button", { name: "Do I need technical setup?" });

    await user.click(button);
    await user.click(button);

    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
