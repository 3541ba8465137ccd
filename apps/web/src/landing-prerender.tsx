import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { App } from "./app";
import { chooseEnglish } from "./lib/english-viewer-text";
import { routes } from "./routes/route-table";

/**
 * The landing page's markup, rendered at build time so crawlers and visitors without JavaScript
 * see it; the browser then hydrates it with the very same tree (main.tsx).
 */
export function renderLandingPage(): string {
  chooseEnglish();
  return renderToString(<App router={createMemoryRouter(routes, { initialEntries: ["/"] })} />);
}
