import { afterEach, describe, expect, it } from "vitest";
import { es } from "@vemo/shared/viewer-text/es";
import { VIEWER_TEXT_ELEMENT_ID } from "@vemo/shared/viewer-text/languages";
import { pageViewerText } from "./page-language";

function writeCatalogue(json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = VIEWER_TEXT_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
}

afterEach(() => document.getElementById(VIEWER_TEXT_ELEMENT_ID)?.remove());

describe("the share page's language", () => {
  it("is the one the server wrote into the page, with its catalogue", async () => {
    writeCatalogue(JSON.stringify({ language: "es", catalogue: es }));
    const text = await pageViewerText();
    expect(text.language).toBe("es");
    expect(text.format("player.position", { index: 1, count: 3 })).toBe("Vídeo 1 de 3");
  });

  it("is English when the page carries no catalogue, or one it cannot read", async () => {
    expect((await pageViewerText()).format("page.loading")).toBe("Loading shared Vemo...");
    writeCatalogue('{"language": "klingon", "catalogue": {}}');
    expect((await pageViewerText()).language).toBe("en");
  });
});
