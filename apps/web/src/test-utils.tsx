import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, within } from "@testing-library/react";
import type { AuthUser } from "@vemo/shared/contracts/auth";
import type { ClientConfigResponse } from "@vemo/shared/contracts/client-config";
import type { Company } from "@vemo/shared/contracts/companies";
import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import type { VemoDetail, VemoDocument, VemoListItem, VemoVideo } from "@vemo/shared/contracts/vemos";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import { expect, vi } from "vitest";
import { clientConfigQueryKey } from "./features/config/hooks/use-client-config";

export const testClientConfig: ClientConfigResponse = {
  publicUrl: "http://localhost:3000",
  previewHosts: [],
  supportEmail: "help@vemo.test",
  googleSignIn: true,
  passwordSignIn: true,
  emailConfigured: true,
};

/** Renders routes in a memory router with the client configuration already loaded (no network). */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string | { pathname: string; hash?: string; state?: unknown } = "/",
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(clientConfigQueryKey, testClientConfig);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function storeSession(
  user: string = JSON.stringify({ email: "jane@acme.test", first_name: "Jane", last_name: "Doe" }),
) {
  localStorage.setItem("accessToken", "access-token");
  localStorage.setItem("refreshToken", "refresh-token");
  localStorage.setItem("user", user);
}

/** A request the code under test sent through the stubbed fetch; a multipart body stays a FormData. */
export type ApiCall = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  accept: string | null;
};

/** A JSON body, or a stream of server-sent events (`text/event-stream`). */
export type ApiReply = { status?: number; body?: unknown; events?: ReadableStream<Uint8Array> };

/**
 * Replaces fetch with `answer`, which sees each call and returns the reply; an unanswered call gets a 404 naming it.
 * Returns the list of calls, in order.
 */
export function stubApi(answer: (call: ApiCall) => ApiReply | undefined | Promise<ApiReply | undefined>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const call: ApiCall = {
      method: init.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      body:
        typeof init.body === "string" ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      authorization: new Headers(init.headers).get("Authorization"),
      accept: new Headers(init.headers).get("Accept"),
    };
    calls.push(call);
    const reply = (await answer(call)) ?? {
      status: 404,
      body: { success: false, error: `No stub for ${call.method} ${call.path}` },
    };
    if (reply.events)
      return new Response(reply.events, {
        status: 200,
        headers: { "Content-Type": "text/event-stream; charset=utf-8" },
      });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/**
 * An answer written as a stream, as the share chat and the owner's preview ask for it: `reply` answers the
 * question's call; `writeInto` sends "Open Settings", then " and choose Members.", then the answer with its moment
 * at 0:15 of `videoUrl`, checking the chat `log` shows the text as it is written and the answer once at the end.
 */
export function streamedAnswer() {
  let events!: ReadableStreamDefaultController<Uint8Array>;
  const send = (event: string, data: unknown) =>
    events.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  const reply: ApiReply = { events: new ReadableStream({ start: (controller) => void (events = controller) }) };
  async function writeInto(log: HTMLElement, videoUrl: string) {
    await act(async () => send("token", { text: "Open Settings" }));
    expect(await within(log).findByText("Open Settings")).toBeInTheDocument();
    await act(async () => send("token", { text: " and choose Members." }));
    expect(await within(log).findByText("Open Settings and choose Members.")).toBeInTheDocument();
    expect(within(log).queryByRole("button", { name: /0:15/ })).not.toBeInTheDocument();
    await act(async () => {
      send("answer", {
        success: true,
        answer: "Open Settings and choose Members.",
        video_url: videoUrl,
        start: 15,
        sources: [{ source_type: "video", url: videoUrl, start_timestamp: 15 }],
      });
      events.close();
    });
    expect(await within(log).findByRole("button", { name: /0:15/ })).toBeInTheDocument();
    expect(within(log).getAllByText("Open Settings and choose Members.")).toHaveLength(1);
  }
  return { reply, writeInto };
}

export function buildUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: "user-1",
    email: "jane@acme.test",
    first_name: "Jane",
    last_name: "Doe",
    firstName: "Jane",
    lastName: "Doe",
    profile_picture: null,
    role: "owner",
    ...overrides,
  };
}

export function buildCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: "company-1",
    name: "Acme",
    display_name: "Acme",
    description: "Demo software",
    website: "https://acme.test",
    logo: null,
    logo_url: null,
    is_active: true,
    created_at: "2024-03-01T10:00:00.000Z",
    subscription_plan: "free",
    subscription_status: "active",
    billing_cycle: "monthly",
    ...overrides,
  };
}

/** An unsigned JWT with these claims, as the callback reads it (the signature is the server's business). */
export function buildAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

export function buildVemoListItem(overrides: Partial<VemoListItem> = {}): VemoListItem {
  return {
    id: "vemo-1",
    title: "Product tour",
    shared_by: null,
    videos: [{ video_url: "https://youtu.be/dQw4w9WgXcQ", duration: 212 }],
    video_count: 1,
    document_count: 0,
    website_count: 0,
    processing_count: 0,
    failed_count: 0,
    created_at: "2024-03-02T10:00:00.000Z",
    isDemo: false,
    share_token: null,
    ...overrides,
  };
}

export function buildVemoVideo(overrides: Partial<VemoVideo> = {}): VemoVideo {
  return {
    id: "video-1",
    status: "ready",
    error: null,
    error_type: null,
    video_url: "https://youtu.be/dQw4w9WgXcQ",
    type: "youtube",
    title: "Video 1",
    order: 1,
    duration: 212,
    caption_source: "provider",
    ...overrides,
  };
}

export function buildVemoDocument(overrides: Partial<VemoDocument> = {}): VemoDocument {
  return {
    id: "document-1",
    document_id: "document-1",
    status: "processing",
    error: null,
    error_type: null,
    filename: "guide.pdf",
    size: 2048,
    type: "application/pdf",
    upload_status: "processing",
    created_at: "2024-03-02T10:00:00.000Z",
    ...overrides,
  };
}

export function buildVemoDetail(overrides: Partial<VemoDetail> = {}): VemoDetail {
  return {
    id: "vemo-1",
    title: "Product tour",
    description: "No description provided",
    calendly_link: null,
    welcomeMessage: null,
    suggested_questions: null,
    lead_capture: false,
    language: null,
    isDemo: false,
    created_at: "2024-03-02T10:00:00.000Z",
    videos: [buildVemoVideo()],
    websites: [],
    documents: [],
    ...overrides,
  };
}

/** A shared Vemo as `GET /api/vemos/share/{token}` returns it, for the share page's and the preview's tests. */
export function buildSharedVemo(token: string, overrides: Partial<SharedVemo> = {}): SharedVemo {
  return {
    id: "vemo-1",
    title: "Product tour",
    description: null,
    welcomeMessage: null,
    company: { name: "Acme", display_name: "Acme Inc" },
    videos: [{ video_url: "https://www.youtube.com/watch?v=AAAAAAAAAAA", title: "Video 1" }],
    calendly_link: null,
    share_token: token,
    isDemo: false,
    leadCapture: false,
    cta: {
      enabled: true,
      primary: "book_meeting",
      secondary: "contact_sales",
      showAfter: "immediately",
      meetingUrl: null,
      links: { book_meeting: null, contact_sales: null, request_demo: null },
      labels: { book_meeting: null, contact_sales: null, request_demo: null },
    },
    brand: { color: null, logoUrl: null, poweredBy: true },
    ...overrides,
  };
}
