import type { PdfSource, VideoSource, WebsiteSource } from "../types.ts";

/** A small product demo, written for the tests: one video about reports, one about billing. */
export const REPORTS_VIDEO: VideoSource = {
  kind: "video",
  url: "https://videos.example.com/reports.mp4",
  cues: [
    { start: 0, end: 5, text: "In this video we tour the Acme dashboard." },
    { start: 5, end: 11, text: "The dashboard shows your weekly active users at the top." },
    { start: 11, end: 18, text: "Below it, the revenue chart compares this month with the last one." },
    { start: 40, end: 46, text: "Now let's export a report." },
    { start: 46, end: 53, text: "Open the Reports tab and click Export in the upper right corner." },
    { start: 53, end: 60, text: "Choose CSV or PDF, and the file downloads straight away." },
    { start: 90, end: 96, text: "Next, sharing a dashboard with your team." },
    { start: 96, end: 104, text: "Click Share, type your colleague's email address and press Send." },
  ],
};

export const BILLING_VIDEO: VideoSource = {
  kind: "video",
  url: "https://videos.example.com/billing.mp4",
  cues: [
    { start: 0, end: 6, text: "This short video covers billing." },
    { start: 6, end: 14, text: "Invoices are emailed on the first day of every month." },
    { start: 20, end: 28, text: "To change your payment card, open Billing settings and click Update card." },
    { start: 28, end: 35, text: "Enter the new card number, then save." },
  ],
};

/** A two-minute walkthrough whose first and last lines sum it up; the steps in between show each thing. */
export const WALKTHROUGH_VIDEO: VideoSource = {
  kind: "video",
  url: "https://videos.example.com/walkthrough.mp4",
  cues: [
    { start: 0, end: 5, text: "Exporting reports and sharing dashboards keep your whole team informed." },
    { start: 8, end: 13, text: "Let's start on the home screen." },
    { start: 20, end: 25, text: "First, a look at the navigation bar." },
    { start: 70, end: 75, text: "To export a report, open the Reports tab and click the download button." },
    { start: 80, end: 85, text: "To share a dashboard, click Share and type an email address." },
    { start: 95, end: 100, text: "Thanks for watching, and see you next time." },
  ],
};

export const PRICING_PDF: PdfSource = {
  kind: "pdf",
  url: "https://files.example.com/pricing.pdf",
  pages: [
    { page: 1, text: "Acme Pricing. Plans for every team size." },
    {
      page: 2,
      text: "The Starter plan costs 20 dollars per month and includes five seats. The Business plan adds single sign-on.",
    },
  ],
};

export const HELP_SITE: WebsiteSource = {
  kind: "website",
  url: "https://help.example.com/security",
  sections: [
    { heading: "Security", text: "All data is encrypted at rest and in transit." },
    { heading: "Data retention", text: "Deleted projects are kept for thirty days, then removed for good." },
  ],
};
