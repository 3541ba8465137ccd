import { render, screen, within } from "@testing-library/react";
import type { ProcessingError } from "@vemo/shared/contracts/vemos";
import { describe, expect, it } from "vitest";
import { ProcessingIssuesDialog } from "./processing-issues-dialog";

function issue(overrides: Partial<ProcessingError>): ProcessingError {
  return {
    type: "website",
    url: "https://acme.test",
    error: "Could not fetch the page",
    error_type: "fetch_failed",
    protection_detected: false,
    ...overrides,
  };
}

function renderDialog(issues: ProcessingError[]) {
  render(<ProcessingIssuesDialog issues={issues} onClose={() => undefined} />);
  return screen.getByRole("dialog", { name: "Content Processing Issues" });
}

describe("ProcessingIssuesDialog", () => {
  it("suggests uploading documents for a CRM-protected site and shows other error types uppercased", () => {
    const dialog = renderDialog([
      issue({
        url: "https://crm.acme.test",
        error: "Blocked by bot protection",
        error_type: "crm_bot_detection",
        protection_detected: true,
      }),
      issue({
        type: "video",
        url: "https://youtu.be/dQw4w9WgXcQ",
        error: "The video has no captions",
        error_type: "no_captions",
      }),
    ]);
    const [crm, video] = within(dialog).getAllByRole("listitem");

    expect(within(crm!).getByText("https://crm.acme.test")).toBeInTheDocument();
    expect(within(crm!).getByText("Blocked by bot protection")).toBeInTheDocument();
    expect(
      within(crm!).getByText(/CRM bot-protection system .* Upload its content as PDF documents instead\./),
    ).toBeInTheDocument();
    expect(within(crm!).queryByText("CRM_BOT_DETECTION")).not.toBeInTheDocument();

    expect(within(video!).getByText("The video has no captions")).toBeInTheDocument();
    expect(within(video!).getByText("NO_CAPTIONS")).toBeInTheDocument();
    expect(within(video!).queryByText(/CRM/)).not.toBeInTheDocument();

    expect(within(dialog).getByText(/^Some videos and websites could not be processed\./)).toBeInTheDocument();
  });

  it("gives advice for websites alone and for videos alone", () => {
    const websites = renderDialog([issue({})]);
    expect(within(websites).getByText(/^Some websites could not be processed\./)).toBeInTheDocument();
    expect(within(websites).getByText("FETCH_FAILED")).toBeInTheDocument();
  });

  it("gives advice for videos alone", () => {
    const videos = renderDialog([issue({ type: "video", url: "https://youtu.be/dQw4w9WgXcQ", error_type: "timeout" })]);
    expect(within(videos).getByText(/^Some videos could not be processed\./)).toBeInTheDocument();
  });
});
