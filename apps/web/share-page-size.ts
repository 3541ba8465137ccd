import { gzipSync } from "node:zlib";
import type { Logger, Plugin, Rolldown } from "vite";

/** The share page is opened by prospects on any connection: its JavaScript must stay this small (gzipped). */
const SHARE_PAGE_BUDGET_BYTES = 150 * 1024;

/** The entry chunk of share.html and every chunk it imports statically: what the page loads before it runs. */
function sharePageChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const entry = Object.values(bundle).find(
    (item) => item.type === "chunk" && item.isEntry && item.facadeModuleId?.endsWith("share.html"),
  );
  const chunks = new Map<string, Rolldown.OutputChunk>();
  const pending = entry ? [entry.fileName] : [];
  while (pending.length > 0) {
    const item = bundle[pending.pop() as string];
    if (item?.type !== "chunk" || chunks.has(item.fileName)) continue;
    chunks.set(item.fileName, item);
    pending.push(...item.imports);
  }
  return [...chunks.values()];
}

/**
 * Serves share.html for /share/* during `vite` (the server does it in production), and after a
 * build prints the gzipped size of the share page's JavaScript, failing the build over budget.
 */
export function sharePageSize(): Plugin {
  let logger: Logger | undefined;
  return {
    name: "vemo-share-page",
    configResolved(config) {
      logger = config.logger;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith("/share/")) request.url = "/share.html";
        next();
      });
    },
    generateBundle(_options, bundle) {
      const chunks = sharePageChunks(bundle);
      if (chunks.length === 0) return this.error("share.html produced no entry chunk");
      const bytes = chunks.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
      const summary = `share page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped in ${chunks.length} chunks (budget ${SHARE_PAGE_BUDGET_BYTES / 1024} KB)`;
      if (bytes > SHARE_PAGE_BUDGET_BYTES) return this.error(summary);
      logger?.info(summary);
    },
  };
}
