import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { shareTitle } from "@vemo/shared/rules/page-titles";
import { t } from "../lib/viewer-text";

export function companyName(vemo: Pick<SharedVemo, "company">): string {
  return vemo.company.display_name || vemo.company.name;
}

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** The same title and description the server put into the page for link previews. */
export function applyPageMeta(vemo: Pick<SharedVemo, "title" | "company" | "brand">): void {
  const company = companyName(vemo);
  const title = shareTitle(vemo.title, company, vemo.brand.poweredBy);
  const description = t("page.description", { title: vemo.title, company });
  document.title = title;
  setMeta("name", "description", description);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", description);
}
