import { OrganizationSetupForm } from "@vemo/shared/contracts/companies";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "../components/text-field";
import { useFormFields } from "./use-form-fields";

function SetupForm({ onValid }: { onValid: (data: unknown) => void }) {
  const { field, handleSubmit } = useFormFields({ name: "", website: "" });
  return (
    <form noValidate onSubmit={handleSubmit(OrganizationSetupForm, onValid)}>
      <TextField label="Name" {...field("name")} />
      <TextField label="Website" {...field("website")} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("useFormFields", () => {
  it("shows each field's message on an invalid submit, and clears only the edited field's", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SetupForm onValid={onValid} />);

    await user.type(screen.getByLabelText("Website"), "not a url");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Organization name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid website URL")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Name"), "A");
    expect(screen.queryByText("Organization name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Please enter a valid website URL")).toBeInTheDocument();
  });

  it("calls back with the schema's parsed data once the values pass", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SetupForm onValid={onValid} />);

    await user.type(screen.getByLabelText("Name"), "  Acme  ");
    await user.type(screen.getByLabelText("Website"), "acme.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: "Acme", website: "https://acme.com" });
    expect(screen.getByLabelText("Name")).toHaveValue("  Acme  ");
  });
});
