import { readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import type { ViteBuilder } from "vite";
import { sharePageSize } from "./share-page-size.ts";

const distDir = resolve(import.meta.dirname, "dist");
// The landing page's server bundle lives only for the build: it renders landing.html, then goes.
const prerenderDir = resolve(import.meta.dirname, "node_modules/.landing-prerender");
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Builds the browser bundles, then renders the landing page into dist/landing.html: index.html with
 * the page's markup in #root. The server answers / with it and every other page with index.html.
 */
async function buildWithLandingPage(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error("the build needs both the client and the ssr environment");
  await builder.build(client);
  await builder.build(ssr);
  const { renderLandingPage } = (await import(pathToFileURL(resolve(prerenderDir, "landing-prerender.js")).href)) as {
    renderLandingPage: () => string;
  };
  const shell = await readFile(resolve(distDir, "index.html"), "utf8");
  if (!shell.includes(ROOT_ELEMENT))
    throw new Error(`dist/index.html has no ${ROOT_ELEMENT} to render the landing page into`);
  await writeFile(
    resolve(distDir, "landing.html"),
    shell.replace(ROOT_ELEMENT, `<div id="root">${renderLandingPage()}</div>`),
  );
  await rm(prerenderDir, { recursive: true, force: true });
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    { ...sharePageSize(), applyToEnvironment: (environment) => environment.name === "client" },
  ],
  build: {
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), share: resolve(import.meta.dirname, "share.html") },
    },
  },
  environments: {
    ssr: {
      build: {
        ssr: resolve(import.meta.dirname, "src/landing-prerender.tsx"),
        outDir: prerenderDir,
        emptyOutDir: true,
      },
    },
  },
  builder: { buildApp: buildWithLandingPage },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
