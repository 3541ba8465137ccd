import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeleteOrganizationDialog } from "./delete-organization-dialog";

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <DeleteOrganizationDialog
      companyName="Acme"
      isDeleting={false}
      errorMessage={null}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { onConfirm, confirm: screen.getByRole("button", { name: "Confirm Delete" }) as HTMLButtonElement };
}

describe("DeleteOrganizationDialog", () => {
  it("keeps the confirm button disabled until DELETE is typed exactly", async () => {
    const { onConfirm, confirm } = renderDialog();
    const user = userEvent.setup();
    const input = screen.getByLabelText("Type DELETE to confirm");
    expect(confirm).toBeDisabled();

    await user.type(input, "delete");
    expect(confirm).toBeDisabled();

    await user.clear(input);
    await user.type(input, "DELETE");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("explains the rule when the text does not match", async () => {
    renderDialog();
    const user = userEvent.setup();
    const message = "Please type 'DELETE' to confirm organization deletion.";
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELET");
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
