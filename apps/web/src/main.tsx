import "./lib/zod-jitless";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app";
import { chooseEnglish } from "./lib/english-viewer-text";
import { routes } from "./routes/route-table";
import "./styles.css";

chooseEnglish();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const app = <App router={createBrowserRouter(routes)} />;
// The landing page arrives pre-rendered (landing.html, see vite.config.ts); every other page starts empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
