import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProcessContentResponse } from "@vemo/shared/contracts/vemos";
import { vi } from "vitest";
import { buildCompany, buildUser, renderRoutes } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { CompanyProvider } from "../../companies/company-context";
import { CreateVemoPage } from "./create-vemo-page";

// Shared by the create-form tests: the page under its company context, and the owner's API.

export const YOUTUBE_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

export function renderCreatePage() {
  return renderRoutes(
    [
      {
        path: "/create",
        element: (
          <CompanyProvider>
            <CreateVemoPage />
          </CompanyProvider>
        ),
      },
      { path: "/vemos", element: <h1>Vemos list</h1> },
    ],
    "/create",
  );
}

export function buildProcessResult(overrides: Partial<ProcessContentResponse> = {}): ProcessContentResponse {
  return {
    success: true,
    processing_errors: [],
    has_anti_bot_protection: false,
    videos_processed: 1,
    website_processed: 0,
    total_chunks: 12,
    processing_order: [],
    ...overrides,
  };
}

/** The signed-in owner of Acme; `answer` handles the Vemo calls. */
type Answer = (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined;

export function answerOwner(answer: Answer): Answer {
  return (call) => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: [buildCompany()] } };
    return answer(call);
  };
}

export const created = { status: 201, body: { success: true, data: { id: "vemo-1", title: "Product tour" } } };

export function setUpUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export async function findForm() {
  return screen.findByRole("form", { name: "Create Vemo" });
}

export function submitButton() {
  return screen.getByRole("button", { name: /^(Create Vemo|Processing Content\.\.\.)$/ });
}
