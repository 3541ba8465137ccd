import type { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { notFound, send, startFixtureServer, type FixtureServer } from "./fixture-server.ts";
import { ARTICLE_HTML, CHALLENGE_HTML, CRM_GATE_HTML, JAVASCRIPT_ONLY_HTML, PLAIN_TEXT } from "./website-pages.ts";

export { ARTICLE_HEADINGS, ARTICLE_TITLE } from "./website-pages.ts";

// A stand-in for the websites owners link to. Routes:
//   /article             a readable article with h1–h3 headings, navigation and a footer
//   /challenge           a Cloudflare-style "Just a moment..." challenge (HTTP 503)
//   /crm-gate            a HubSpot-style form gate in front of a guide
//   /javascript-only     a single-page app shell that only says to enable JavaScript
//   /redirect/N          N redirects, ending at /article
//   /redirect-to?url=U   one redirect to U (any address or scheme)
//   /compressed          the article, gzip-encoded
//   /huge?bytes=N        an HTML page of N bytes (8 MB by default), streamed
//   /slow                never answers (close() cuts it)
//   /flaky?key=K         HTTP 503 on the first request for each key, then the article
//   /notes.txt           plain text; /logo.png an image; /demo.mp4 a (tiny, fake) video file

const PAGES: Record<string, [status: number, contentType: string, body: string, headers?: Record<string, string>]> = {
  "/article": [200, "text/html; charset=utf-8", ARTICLE_HTML],
  "/challenge": [
    503,
    "text/html; charset=UTF-8",
    CHALLENGE_HTML,
    { server: "cloudflare", "cf-mitigated": "challenge" },
  ],
  "/crm-gate": [200, "text/html; charset=utf-8", CRM_GATE_HTML],
  "/javascript-only": [200, "text/html; charset=utf-8", JAVASCRIPT_ONLY_HTML],
  "/notes.txt": [200, "text/plain; charset=utf-8", PLAIN_TEXT],
};

export function startWebsiteServer(port = 0): Promise<FixtureServer> {
  const flakyKeysSeen = new Set<string>();
  return startFixtureServer((_request, response, url) => {
    const page = PAGES[url.pathname];
    if (page) return send(response, page[0], page[1], page[2], page[3]);
    const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (redirect) return sendRedirect(response, Number(redirect[1]));
    if (url.pathname === "/redirect-to")
      return send(response, 302, "text/plain", "", { location: url.searchParams.get("url") ?? "/" });
    if (url.pathname === "/compressed") {
      return send(response, 200, "text/html; charset=utf-8", gzipSync(ARTICLE_HTML), { "content-encoding": "gzip" });
    }
    if (url.pathname === "/huge")
      return streamHugePage(response, Number(url.searchParams.get("bytes") ?? 8 * 1024 * 1024));
    if (url.pathname === "/slow") return; // the request is left hanging
    if (url.pathname === "/flaky") {
      const key = url.searchParams.get("key") ?? "";
      if (flakyKeysSeen.has(key)) return send(response, 200, "text/html; charset=utf-8", ARTICLE_HTML);
      flakyKeysSeen.add(key);
      return send(response, 503, "text/html", "<h1>Service temporarily unavailable</h1>");
    }
    if (url.pathname === "/logo.png") return send(response, 200, "image/png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    if (url.pathname === "/demo.mp4")
      return send(response, 200, "video/mp4", Buffer.from("\0\0\0\x18ftypmp42 fake video bytes"));
    notFound(response);
  }, port);
}

function sendRedirect(response: ServerResponse, remaining: number): void {
  response.writeHead(302, { location: remaining > 1 ? `/redirect/${remaining - 1}` : "/article" });
  response.end();
}

function streamHugePage(response: ServerResponse, bytes: number): void {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  const block = Buffer.from(`<p>${"Lumen Boards keeps every sketch. ".repeat(30)}</p>\n`);
  let sent = 0;
  const writeMore = (): void => {
    while (sent < bytes && !response.destroyed) {
      sent += block.length;
      if (!response.write(block)) return void response.once("drain", writeMore);
    }
    if (!response.destroyed) response.end();
  };
  writeMore();
}
