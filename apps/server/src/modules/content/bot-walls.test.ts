import { describe, expect, it } from "vitest";
import {
  ARTICLE_HTML,
  CHALLENGE_HTML,
  CRM_GATE_HTML,
  JAVASCRIPT_ONLY_HTML,
} from "../../test/fixture-servers/website-pages.ts";
import { detectBotWall, visibleText } from "./bot-walls.ts";

const page = (html: string, status = 200, headers: Record<string, string> = {}) => ({ status, headers, html });

describe("detectBotWall", () => {
  it.each([
    ["a Cloudflare challenge", page(CHALLENGE_HTML, 503), "Cloudflare"],
    [
      "a Cloudflare block page",
      page("<title>Attention Required! | Cloudflare</title><h1>Sorry, you have been blocked</h1>", 403),
      "Cloudflare",
    ],
    [
      "a challenge marked only by its header",
      page("<p>One moment</p>", 403, { "cf-mitigated": "challenge" }),
      "Cloudflare",
    ],
    [
      "an Akamai denial",
      page(
        "<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>You don't have permission. Reference&#32;&#35;18.5e</BODY></HTML>",
        403,
      ),
      "Akamai",
    ],
    [
      "an Imperva page",
      page('<iframe src="/_Incapsula_Resource?SWUDNSAI=31"></iframe>Request unsuccessful. Incapsula incident ID: 1'),
      "Imperva",
    ],
    ["a DataDome captcha", page('<script src="https://ct.captcha-delivery.com/c.js"></script>', 403), "DataDome"],
    [
      "a PerimeterX challenge",
      page('<div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p>', 403),
      "PerimeterX",
    ],
    [
      "an hCaptcha challenge page",
      page(
        '<title>Security check</title><p>Please verify you are human.</p><div class="h-captcha" data-sitekey="x"></div>',
      ),
      "CAPTCHA",
    ],
    [
      "a reCAPTCHA challenge page",
      page(
        '<h1>Are you a robot?</h1><script src="https://www.google.com/recaptcha/api.js"></script><div class="g-recaptcha"></div>',
      ),
      "CAPTCHA",
    ],
  ])("reports %s as crm_bot_detection", (_name, fetched, vendor) => {
    const wall = detectBotWall(fetched);
    expect(wall).toMatchObject({ errorType: "crm_bot_detection", protectionDetected: true });
    expect(wall?.message).toContain(vendor);
  });

  it("reports a blocking status with a block message", () => {
    const wall = detectBotWall(page("<h1>Access denied</h1><p>Automated requests are not allowed.</p>", 429));
    expect(wall).toMatchObject({ errorType: "crm_bot_detection", protectionDetected: true });
    expect(wall?.message).toContain("HTTP 429");
  });

  it.each([
    ["a HubSpot form gate", CRM_GATE_HTML],
    [
      "a Pardot form gate",
      '<h1>Pricing guide</h1><p>Complete the form to download the guide.</p><iframe src="https://go.pardot.com/l/1/form"></iframe>',
    ],
  ])("reports %s as crm_bot_detection", (_name, html) => {
    const wall = detectBotWall(page(html));
    expect(wall).toMatchObject({ errorType: "crm_bot_detection", protectionDetected: true });
    expect(wall?.message).toContain("sign-up form");
  });

  it("reports a page that only asks for JavaScript as bot_protection", () => {
    expect(detectBotWall(page(JAVASCRIPT_ONLY_HTML))).toMatchObject({
      errorType: "bot_protection",
      protectionDetected: true,
    });
  });

  it("lets a readable article through", () => {
    expect(detectBotWall(page(ARTICLE_HTML))).toBeNull();
  });

  it("lets an article with a newsletter form and a reCAPTCHA contact form through", () => {
    const html = ARTICLE_HTML.replace(
      "</article>",
      '<form class="hs-form"><p>Fill out the form to access our newsletter.</p></form><div class="g-recaptcha"></div><p>Not a robot? Write to us.</p></article>',
    );
    expect(detectBotWall(page(html))).toBeNull();
  });

  it("lets an ordinary 404 page through (the status is reported elsewhere)", () => {
    expect(detectBotWall(page("<h1>Page not found</h1>", 404))).toBeNull();
  });
});

describe("visibleText", () => {
  it("drops scripts, styles and tags but keeps noscript text", () => {
    const html =
      "<style>p{}</style><script>var a = '<p>x</p>';</script><p>Hello&nbsp;<b>world</b></p><noscript>Enable JavaScript</noscript>";
    expect(visibleText(html)).toBe("Hello world Enable JavaScript");
  });
});
