import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { isEmbedMode } from "@vemo/shared/rules/embed-code";
import { chooseViewerText } from "../lib/viewer-text";
import { pageViewerText } from "./page-language";
import { restoreShareGrant } from "./share-grant";
import { SharePage } from "./share-page";
import "./share.css";

/** The token of /share/{token}; an unreadable path reads as an empty token, which the server does not know. */
function tokenFromPath(pathname: string): string {
  const segment = pathname.split("/")[2] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

chooseViewerText(await pageViewerText());
const token = tokenFromPath(window.location.pathname);
restoreShareGrant(token);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <SharePage token={token} isEmbedded={isEmbedMode(window.location.search)} />
  </StrictMode>,
);
