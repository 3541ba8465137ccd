import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { sharePageSize } from "./share-page-size.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), sharePageSize()],
  build: {
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), share: resolve(import.meta.dirname, "share.html") },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
