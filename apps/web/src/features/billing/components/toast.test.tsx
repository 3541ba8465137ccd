import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toast } from "./toast";

describe("Toast", () => {
  it("holds its dismiss button inside the message's own box", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Toast toast={{ tone: "error", text: "Payment failed" }} onClose={onClose} />);

    const message = screen.getByRole("alert");
    expect(message).toHaveTextContent("Payment failed");
    const dismiss = screen.getByRole("button", { name: "Dismiss message" });
    expect(message.parentElement).toContainElement(dismiss);
    expect(message.parentElement).toHaveClass("border");

    await user.click(dismiss);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
