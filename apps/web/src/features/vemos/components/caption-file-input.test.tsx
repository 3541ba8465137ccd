import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CaptionFileInput } from "./caption-file-input";

describe("CaptionFileInput", () => {
  it("shows the chosen file's name and lets the owner remove it", async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<CaptionFileInput videoNumber={2} onFileChange={onFileChange} />);
    expect(screen.getByText("No file chosen")).toBeInTheDocument();

    const file = new File(["WEBVTT"], "tour.vtt", { type: "text/vtt" });
    await user.upload(screen.getByLabelText("Caption file for video 2"), file);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText("tour.vtt")).toBeInTheDocument();
    expect(screen.getByText("Change file")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove caption file for video 2" }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    expect((screen.getByLabelText("Caption file for video 2") as HTMLInputElement).value).toBe("");
  });
});
