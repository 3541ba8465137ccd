import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Modal } from "./modal";

function OpenerWithModal({ content }: { content: "buttons" | "text" }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open settings
      </button>
      {isOpen && (
        <Modal title="Settings" onClose={() => setIsOpen(false)}>
          {content === "buttons" ? (
            <>
              <button type="button">First</button>
              <button type="button">Last</button>
            </>
          ) : (
            <p>Nothing to choose here.</p>
          )}
        </Modal>
      )}
    </>
  );
}

describe("Modal", () => {
  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<OpenerWithModal content="buttons" />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Settings" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open settings" })).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<OpenerWithModal content="buttons" />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));

    await user.tab();
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
  });

  it("holds focus and closes on Escape even with nothing focusable inside", async () => {
    const user = userEvent.setup();
    render(<OpenerWithModal content="text" />);
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    expect(screen.getByRole("dialog", { name: "Settings" })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole("dialog", { name: "Settings" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open settings" })).toHaveFocus();
  });
});

describe("ConfirmDialog", () => {
  it("focuses Cancel first and cancels on Escape", async () => {
    const user = userEvent.setup();
    let cancelled = 0;
    render(
      <ConfirmDialog
        title="Delete Vemo"
        message="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => (cancelled += 1)}
      />,
    );
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "Delete Vemo" })).toHaveAccessibleDescription("This cannot be undone.");

    await user.keyboard("{Escape}");
    expect(cancelled).toBe(1);
  });
});
