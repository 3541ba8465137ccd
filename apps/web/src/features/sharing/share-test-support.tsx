import { screen, within } from "@testing-library/react";
import type { Company } from "@vemo/shared/contracts/companies";
import type { BulkShareLink } from "@vemo/shared/contracts/bulk-uploads";
import { vi } from "vitest";
import { buildCompany, buildUser, buildVemoListItem, renderRoutes, stubApi } from "../../test-utils";
import type { ApiCall, ApiReply } from "../../test-utils";
import { CompanyProvider } from "../companies/company-context";
import { ShareDialog } from "./components/share-dialog";
import type { ShareableVemo } from "./components/share-dialog";

export const proCompany = buildCompany({ subscription_plan: "pro", subscription_status: "active" });
const sharedVemo = buildVemoListItem({ id: "vemo-7", title: "Product tour" });
export const FREE_MESSAGE = "Share functionality requires Pro plan. Please upgrade to continue.";

/** A signed-in owner of `company`; `answer` answers every other call. */
export function stubOwner(
  company: Company,
  answer: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined = () => undefined,
) {
  return stubApi((call) => {
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") return { body: { success: true, data: [company] } };
    return answer(call);
  });
}

export function renderShareDialog(vemo: ShareableVemo = sharedVemo) {
  const onClose = vi.fn();
  const { router } = renderRoutes(
    [
      {
        path: "/vemos",
        element: (
          <CompanyProvider>
            <ShareDialog vemo={vemo} onClose={onClose} />
          </CompanyProvider>
        ),
      },
      { path: "/pricing", element: <h1>Pricing</h1> },
    ],
    "/vemos",
  );
  return { router, onClose };
}

export const shareDialog = () => screen.getByRole("dialog", { name: "Share Vemo" });

/** Waits for the owner's company, then clicks a button of the dialog. */
export async function clickInDialog(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(
    await within(await screen.findByRole("dialog", { name: "Share Vemo" })).findByRole("button", { name }),
  );
}

export function buildLink(overrides: Partial<BulkShareLink> = {}): BulkShareLink {
  return {
    shareUrl: "http://localhost:3000/share/AdaToken0000000000000",
    shareId: "share-ada",
    clientName: "Ada",
    email: "ada@example.com",
    companyName: "Analytical Ltd",
    isNewLink: true,
    ...overrides,
  };
}

export const linksGenerated = (links: BulkShareLink[], bulkUploadId = "batch-1"): ApiReply => ({
  body: { success: true, data: links, bulkUploadId },
});

type UploadProgressListener = ((event: ProgressEvent) => void) | null;

/**
 * jsdom's XMLHttpRequest goes to the network. This one hands each request to the stubbed fetch (so
 * stubApi sees and answers it like any other call) and lets the test report upload progress.
 */
export function stubUploadsThroughFetch() {
  const requests: FetchBackedRequest[] = [];

  class FetchBackedRequest {
    readonly upload: { onprogress: UploadProgressListener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    responseText = "";
    private method = "GET";
    private url = "";
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: string) {
      requests.push(this);
      fetch(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }

  vi.stubGlobal("XMLHttpRequest", FetchBackedRequest);
  return {
    /** Tells the page that this share of the latest request's body has gone up. */
    reportUploaded(fraction: number) {
      requests
        .at(-1)
        ?.upload.onprogress?.(
          new ProgressEvent("progress", { lengthComputable: true, loaded: fraction * 1000, total: 1000 }),
        );
    },
  };
}
