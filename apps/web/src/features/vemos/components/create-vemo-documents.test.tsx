import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildVemoDocument, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall } from "../../../test-utils";
import {
  answerOwner,
  buildProcessResult,
  created,
  findForm,
  renderCreatePage,
  setUpUser,
  submitButton,
} from "./create-vemo-test-setup";

const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

const uploadedName = (call: ApiCall) => ((call.body as FormData).get("file") as File).name;

function selectedItem(name: string) {
  return within(screen.getByRole("list", { name: "Selected documents" })).getByRole("listitem", { name });
}

describe("CreateVemoForm documents", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
  });

  it("lists chosen PDFs with their sizes, removes a ready one and counts them as a source", async () => {
    stubApi(answerOwner(() => undefined));
    renderCreatePage();
    await findForm();
    const user = setUpUser();
    expect(screen.getByText("Supports: PDF only")).toBeInTheDocument();
    const input = screen.getByLabelText("Upload PDF documents") as HTMLInputElement;
    expect(input.accept).toBe(".pdf");
    expect(input.multiple).toBe(true);

    await user.upload(input, [pdf("guide.pdf", 500), pdf("pricing.pdf", 1536)]);

    expect(within(selectedItem("guide.pdf")).getByText("500 Bytes")).toBeInTheDocument();
    expect(within(selectedItem("pricing.pdf")).getByText("1.5 KB")).toBeInTheDocument();
    expect(within(selectedItem("guide.pdf")).getByText("Ready")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Remove guide.pdf" }));
    expect(screen.queryByRole("listitem", { name: "guide.pdf" })).not.toBeInTheDocument();
  });

  it("keeps files that are not PDFs out of the list", async () => {
    stubApi(answerOwner(() => undefined));
    renderCreatePage();
    await findForm();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
    await user.upload(screen.getByLabelText("Upload PDF documents"), [
      new File(["x"], "notes.docx"),
      pdf("guide.pdf", 10),
    ]);
    expect(screen.getByRole("alert").textContent).toBe("Only PDF files can be uploaded: notes.docx");
    expect(
      within(screen.getByRole("list", { name: "Selected documents" }))
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["guide.pdf"]);
  });

  it("uploads the files one by one after creating the Vemo, marks a failure for Retry and moves completed files to uploaded documents", async () => {
    let isPricingRefused = true;
    const calls = stubApi(
      answerOwner((call) => {
        if (call.path === "/api/vemos") return created;
        if (call.path === "/api/documents/vemo-1/upload") {
          const name = uploadedName(call);
          if (name === "pricing.pdf" && isPricingRefused)
            return { status: 413, body: { success: false, error: "File is too large" } };
          return {
            body: {
              success: true,
              document_id: `doc-${name}`,
              data: buildVemoDocument({ id: `doc-${name}`, document_id: `doc-${name}`, filename: name }),
            },
          };
        }
        if (call.path.startsWith("/api/vemos/process-content/")) return { body: buildProcessResult() };
        return undefined;
      }),
    );
    const { router } = renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "Handbook");
    await user.upload(screen.getByLabelText("Upload PDF documents"), [
      pdf("guide.pdf", 2048),
      pdf("pricing.pdf", 4096),
    ]);
    await user.click(submitButton());

    expect(await within(selectedItem("pricing.pdf")).findByText("Error")).toBeInTheDocument();
    expect(within(selectedItem("pricing.pdf")).getByText("File is too large")).toBeInTheDocument();
    expect(within(selectedItem("guide.pdf")).getByText("Completed")).toBeInTheDocument();
    const uploads = calls.filter((call) => call.path === "/api/documents/vemo-1/upload");
    expect(uploads.map(uploadedName)).toEqual(["guide.pdf", "pricing.pdf"]);
    expect(
      Object.fromEntries(
        ["vemo_id", "company_name"].map((field) => [field, (uploads[0]?.body as FormData).get(field)]),
      ),
    ).toEqual({
      vemo_id: "vemo-1",
      company_name: "Acme",
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Vemo created successfully! Some documents could not be uploaded: use Retry to send them again.",
    );

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole("listitem", { name: "guide.pdf" })).not.toBeInTheDocument();
    const uploaded = screen.getByRole("list", { name: "Uploaded documents" });
    expect(within(uploaded).getByText("guide.pdf")).toBeInTheDocument();
    expect(within(uploaded).getByText("Processing...")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/create");

    isPricingRefused = false;
    await user.click(within(selectedItem("pricing.pdf")).getByRole("button", { name: "Retry" }));
    expect(await within(selectedItem("pricing.pdf")).findByText("Completed")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole("listitem", { name: "pricing.pdf" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/vemos");
  });

  it("lists what could not be processed, then leaves for /vemos once the dialog is closed", async () => {
    stubApi(
      answerOwner((call) => {
        if (call.path === "/api/vemos") return created;
        if (call.path.startsWith("/api/vemos/process-content/")) {
          return {
            body: buildProcessResult({
              has_anti_bot_protection: true,
              processing_errors: [
                {
                  type: "website",
                  url: "https://crm.acme.test",
                  error: "Blocked by bot protection",
                  error_type: "crm_bot_detection",
                  protection_detected: true,
                },
              ],
            }),
          };
        }
        return undefined;
      }),
    );
    const { router } = renderCreatePage();
    await findForm();
    const user = setUpUser();
    await user.type(screen.getByLabelText("Title"), "CRM tour");
    await user.type(screen.getByLabelText("Website URL 1"), "https://crm.acme.test");
    await user.click(submitButton());

    const dialog = await screen.findByRole("dialog", { name: "Content Processing Issues" });
    expect(within(dialog).getByText("https://crm.acme.test")).toBeInTheDocument();
    expect(within(dialog).getByText(/CRM bot-protection/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/create");

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/vemos");
  });
});
