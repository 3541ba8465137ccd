import type { SharedVemo } from "@vemo/shared/contracts/sharing";

/** A shared Vemo as `GET /api/vemos/share/{token}` returns it, for the share page's tests. */
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
    },
    ...overrides,
  };
}
