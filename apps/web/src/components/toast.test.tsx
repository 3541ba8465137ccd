import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TOAST_EXIT_MS, TOAST_SHOWN_MS, Toast, useToast } from "./toast";

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

  it("stays 4000 ms, then leaves over 300 ms, as the spec's toast does", async () => {
    expect([TOAST_SHOWN_MS, TOAST_EXIT_MS]).toEqual([4000, 300]);
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast({ initial: { tone: "info", text: "Changes discarded" } }));
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(result.current).toMatchObject({ toast: { text: "Changes discarded" }, isLeaving: false });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ toast: { text: "Changes discarded" }, isLeaving: true });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(result.current.toast).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.toast).toBeNull();
  });

  it("fades out while leaving", () => {
    render(<Toast toast={{ tone: "info", text: "Changes discarded" }} isLeaving onClose={() => undefined} />);
    expect(screen.getByRole("status").parentElement).toHaveAttribute("data-state", "leaving");
    expect(screen.getByRole("status").parentElement).toHaveClass("opacity-0", "duration-300");
  });
});
