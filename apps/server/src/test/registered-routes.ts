import type { FastifyInstance } from "fastify";

export type RegisteredRoute = { method: string; url: string };

/** Every route the app registered (HEAD left out), read from Fastify's own route tree (`printRoutes`). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const url = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = url;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}
