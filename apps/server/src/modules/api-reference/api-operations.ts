/**
 * What the API reference says about each route beyond the zod schemas the route itself declares
 * (those are read from the route, so they cannot drift): its group, a summary, who may call it
 * when that is not a bearer token, and bodies that are not JSON. Every /api route needs an entry
 * here; api-reference.int.test.ts fails for one that has none.
 */

export const API_TAGS = {
  service: "Service",
  accounts: "Accounts",
  organisations: "Organisations and settings",
  vemos: "Vemos",
  uniqueLinks: "Unique links",
  questions: "Questions",
  sharing: "Share pages",
  linkControls: "Link controls",
  analytics: "Analytics",
  billing: "Billing",
  webhooks: "Webhooks",
  reference: "API reference",
} as const;
export type ApiTag = keyof typeof API_TAGS;

/**
 * How a caller proves who it is. Routes whose hooks include `requireUser` are always documented
 * as `bearer`; the rest are `none` unless their entry says otherwise.
 */
export type ApiAuth = "none" | "bearer" | "optional-bearer" | "stripe-signature";

export type ApiOperation = {
  tag: ApiTag;
  summary: string;
  description?: string;
  auth?: Exclude<ApiAuth, "bearer">;
  /** A multipart/form-data upload: the file part's field name and the other text fields. */
  multipart?: { file: string; fields?: Record<string, string> };
  /** A body that is neither JSON nor multipart, e.g. the raw bytes Stripe signs. */
  rawBody?: { contentType: string; description: string };
  /** A success answer that is not JSON: a file, CSV text, an HTML page or a redirect. */
  answer?: { status: number; contentType?: string; description: string };
};

const CSV = "text/csv";

export const API_OPERATIONS: Record<string, ApiOperation> = {
  "GET /api/health": { tag: "service", summary: "Whether the server and its database answer" },
  "GET /api/client-config": { tag: "service", summary: "What the web app needs to know about this server" },

  "GET /api/openapi.json": { tag: "reference", summary: "This OpenAPI document" },
  "GET /api/docs": {
    tag: "reference",
    summary: "The API reference page",
    answer: { status: 301, description: "Redirect to /api/docs/" },
  },
  "GET /api/docs/": {
    tag: "reference",
    summary: "The API reference page",
    answer: { status: 200, contentType: "text/html", description: "The page" },
  },
  "GET /api/docs/js/scalar.js": {
    tag: "reference",
    summary: "The reference page's script",
    answer: { status: 200, contentType: "application/javascript", description: "The script" },
  },

  "POST /api/auth/register": {
    tag: "accounts",
    summary: "Create an account",
    description: "Google sign-up sends the access token the OIDC callback issued as its bearer token.",
    auth: "optional-bearer",
  },
  "POST /api/auth/login": {
    tag: "accounts",
    summary: "Sign in",
    description: "Google sign-in sends the access token the OIDC callback issued as its bearer token, once.",
    auth: "optional-bearer",
  },
  "GET /api/auth/profile": { tag: "accounts", summary: "The signed-in user" },
  "POST /api/auth/refresh": { tag: "accounts", summary: "New tokens for a refresh token (which is spent)" },
  "POST /api/auth/logout": {
    tag: "accounts",
    summary: "End the session of the refresh token or of the bearer token",
    auth: "optional-bearer",
  },
  "GET /api/auth/google": {
    tag: "accounts",
    summary: "Start Google sign-in",
    answer: { status: 302, description: "Redirect to the OpenID provider" },
  },
  "GET /api/auth/google/callback": {
    tag: "accounts",
    summary: "Where the OpenID provider returns",
    answer: { status: 302, description: "Redirect to /auth/callback with the tokens or an error in the fragment" },
  },
  "PUT /api/users/:userId/profile": { tag: "accounts", summary: "Change the signed-in user's name" },

  "GET /api/companies": { tag: "organisations", summary: "The caller's organisation (zero or one)" },
  "POST /api/companies": { tag: "organisations", summary: "Create the caller's organisation" },
  "DELETE /api/companies": { tag: "organisations", summary: "Delete the caller's organisation" },
  "DELETE /api/companies/:id": { tag: "organisations", summary: "Delete the caller's organisation by id" },
  "GET /api/settings": { tag: "organisations", summary: "The organisation's settings (the defaults until saved)" },
  "PUT /api/settings": { tag: "organisations", summary: "Save the organisation's settings" },

  "GET /api/vemos": { tag: "vemos", summary: "The organisation's Vemos, the welcome demo first" },
  "POST /api/vemos": { tag: "vemos", summary: "Create a Vemo from videos and web pages" },
  "GET /api/vemos/:id": { tag: "vemos", summary: "One Vemo with its sources and their processing status" },
  "PATCH /api/vemos/:id": {
    tag: "vemos",
    summary: "Change a Vemo's title, meeting link, welcome message or suggested questions",
  },
  "DELETE /api/vemos/:id": { tag: "vemos", summary: "Delete a Vemo with its sources, files and links" },
  "POST /api/vemos/:id/sources": { tag: "vemos", summary: "Add a video or a web page to a Vemo" },
  "DELETE /api/vemos/:id/sources/:sourceId": { tag: "vemos", summary: "Remove a source from a Vemo" },
  "POST /api/vemos/:id/sources/:sourceId/retry": { tag: "vemos", summary: "Process a failed source again" },
  "GET /api/vemos/:id/python-data": { tag: "vemos", summary: "How much content each source of a Vemo gave" },
  "POST /api/vemos/process-content/:companyName/:vemoId": {
    tag: "vemos",
    summary: "Process a Vemo's videos and web pages and wait a little for the result",
  },
  "POST /api/vemos/:id/captions": {
    tag: "vemos",
    summary: "Upload a caption file (VTT or SRT) for one of a Vemo's videos",
    multipart: { file: "file", fields: { video_url: "The video the captions belong to" } },
  },
  "POST /api/documents/:vemoId/upload": {
    tag: "vemos",
    summary: "Upload a PDF document to a Vemo",
    multipart: {
      file: "file",
      fields: {
        vemo_id: "Accepted and ignored: the path decides",
        company_name: "Accepted and ignored: the caller decides",
      },
    },
  },
  "GET /api/vemos/:id/suggested-questions": { tag: "questions", summary: "Suggested questions of a Vemo" },
  "POST /api/qa/vemo/:id": { tag: "questions", summary: "Ask a Vemo a question as its owner" },
  "GET /api/qa/backends": { tag: "questions", summary: "The answer backends the test runner can call" },
  "POST /api/qa/test": { tag: "questions", summary: "Run one row of the test runner" },

  "POST /api/vemos/:id/share": { tag: "sharing", summary: "The Vemo's public share link, created on the first call" },
  "GET /api/vemos/share/:token": { tag: "sharing", summary: "What a share page shows" },
  "GET /api/vemos/share/:token/suggested-questions": { tag: "sharing", summary: "A share page's suggested questions" },
  "POST /api/vemos/share/:token/chat": { tag: "sharing", summary: "Ask a question on a share page" },
  "POST /api/vemos/share/:token/sessions": { tag: "sharing", summary: "Start a viewer session on a share page" },
  "POST /api/vemos/share/:token/sessions/:sessionId/heartbeat": {
    tag: "sharing",
    summary: "Keep a viewer session alive",
  },
  "POST /api/vemos/share/:token/sessions/:sessionId/end": {
    tag: "sharing",
    summary: "End a viewer session when the visitor leaves the page",
  },
  "POST /api/vemos/share/:token/lead": {
    tag: "sharing",
    summary: "Send the visitor's name, e-mail and company before the first question",
  },
  "GET /api/vemos/share/:token/documents/:sourceId": {
    tag: "sharing",
    summary: "A document of a shared Vemo, for the answers' source links",
    answer: { status: 200, contentType: "application/pdf", description: "The document" },
  },
  "POST /api/vemos/share/:token/unlock": {
    tag: "sharing",
    summary: "Enter a passcode link's passcode: a short-lived grant for that link (throttled)",
  },
  "GET /api/oembed": { tag: "sharing", summary: "oEmbed for a share page's address" },

  "PATCH /api/share-links/:shareId": {
    tag: "linkControls",
    summary: "Disable or re-enable a link, set or clear its expiry and passcode, or its lead form's e-mail check",
  },
  "POST /api/share-links/revoke": { tag: "linkControls", summary: "Disable many links at once (all or none)" },
  "GET /api/vemos/bulk-uploads/:id/links": {
    tag: "linkControls",
    summary: "A batch's links with their state, to act on many at once",
  },

  "POST /api/vemos/bulk-share": {
    tag: "uniqueLinks",
    summary: "A unique link per prospect, typed in or read from a file",
  },
  "GET /api/vemos/bulk-uploads": { tag: "uniqueLinks", summary: "Earlier batches of unique links" },
  "GET /api/vemos/bulk-uploads/:id/download": {
    tag: "uniqueLinks",
    summary: "A batch's links as CSV",
    answer: { status: 200, contentType: CSV, description: "The batch as a CSV file" },
  },

  "GET /api/analytics/overview": { tag: "analytics", summary: "Views and questions in numbers" },
  "GET /api/analytics/overview/daily": {
    tag: "analytics",
    summary: "Views, questions and average watch depth per day",
  },
  "GET /api/analytics/vemos/:id/retention": {
    tag: "analytics",
    summary: "How many viewers watched each moment of each video",
  },
  "GET /api/analytics/recent-interactions": { tag: "analytics", summary: "The latest questions asked" },
  "GET /api/analytics/customer-list": { tag: "analytics", summary: "Who viewed and asked, per link" },
  "GET /api/analytics/customer-list/export": {
    tag: "analytics",
    summary: "The customer list as CSV",
    answer: { status: 200, contentType: CSV, description: "The customer list as a CSV file" },
  },
  "GET /api/analytics/customer-interaction-details/:shareToken": {
    tag: "analytics",
    summary: "What one prospect asked",
  },
  "GET /api/analytics/vemo-interactions/:vemoId": { tag: "analytics", summary: "What was asked of one Vemo" },
  "GET /api/analytics/vemo-interactions/:vemoId/export": {
    tag: "analytics",
    summary: "One Vemo's questions as CSV",
    answer: { status: 200, contentType: CSV, description: "The questions as a CSV file" },
  },
  "GET /api/analytics/unanswered-questions/:vemoId": { tag: "analytics", summary: "Questions a Vemo could not answer" },
  "POST /api/analytics/generate-insight-summary": { tag: "analytics", summary: "A summary of what prospects asked" },

  "POST /api/subscription/checkout": { tag: "billing", summary: "Start a checkout for a paid plan" },
  "GET /api/subscription/:companyId": { tag: "billing", summary: "The organisation's plan and usage" },
  "GET /api/subscription/:companyId/billing-portal": { tag: "billing", summary: "A link to manage billing" },
  "POST /api/subscription/:companyId/cancel": { tag: "billing", summary: "Cancel the plan at the end of the period" },
  "GET /api/billing/test-checkout/:sessionId": {
    tag: "billing",
    summary: "Test mode (no Stripe configured): a checkout session to confirm",
  },
  "POST /api/billing/test-checkout/:sessionId/complete": {
    tag: "billing",
    summary: "Test mode: pay a checkout session",
  },
  "POST /api/billing/test-clock/advance": {
    tag: "billing",
    summary: "Test mode: move the organisation's billing clock forward",
  },
  "POST /api/billing/stripe/webhook": {
    tag: "billing",
    summary: "Stripe's events",
    auth: "stripe-signature",
    rawBody: {
      contentType: "application/json",
      description: "The event exactly as Stripe sent it; the signature covers these bytes",
    },
    answer: { status: 200, contentType: "application/json", description: "`{received: true}`" },
  },

  "GET /api/webhooks/deliveries": { tag: "webhooks", summary: "The last 50 webhook delivery attempts" },
  "POST /api/webhooks/secret": { tag: "webhooks", summary: "A new signing secret, shown once" },
  "POST /api/webhooks/test": { tag: "webhooks", summary: "Send a webhook.test event" },
};
