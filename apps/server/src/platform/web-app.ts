import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiNotFound } from "./http-errors.ts";

/**
 * The page a GET of `url` answers with: the landing page pre-rendered at build time for /, else the
 * app's shell. Looked up per request: a new build writes landing.html last, after index.html.
 */
function pageFileFor(url: string, distDir: string): string {
  const isLanding = url.split("?")[0] === "/" && existsSync(path.join(distDir, "landing.html"));
  return isLanding ? "landing.html" : "index.html";
}

/**
 * Serves the built single-page app: files from its dist folder, the pre-rendered landing page for /
 * (readable without JavaScript), and the empty shell index.html for every other GET so the client
 * router handles the path. Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").type("text/html").sendFile(pageFileFor(request.url, distDir));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", isFingerprinted ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // The file lookup would refuse the folder itself; / is a page.
    app.get("/", sendPage);
  } else {
    app.log.warn({ distDir }, "web app not built: run `npm run build` to serve it");
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing build file (an old page asking for a chunk a new build replaced) is a 404, not the shell
    // served as JavaScript.
    if (request.url.startsWith("/assets/")) {
      return reply.status(404).send({ success: false, error: `No file ${request.url.split("?")[0]}` });
    }
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (isPage && hasBuild) return sendPage(request, reply);
    return reply.status(404).send(apiNotFound(request.url));
  });
}

/**
 * Reads an HTML file of the built web app, kept in memory and read again only when the file
 * changes (a new build) or was missing (not built yet). Null while the file does not exist.
 */
export function createWebPageReader(distDir: string): (fileName: string) => Promise<string | null> {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return async (fileName) => {
    const filePath = path.join(distDir, fileName);
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) {
      cache.delete(fileName);
      return null;
    }
    const cached = cache.get(fileName);
    if (cached?.mtimeMs === info.mtimeMs) return cached.html;
    const html = await readFile(filePath, "utf8");
    cache.set(fileName, { mtimeMs: info.mtimeMs, html });
    return html;
  };
}
