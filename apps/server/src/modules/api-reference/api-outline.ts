// The reference page's first screen, written by the server: every operation by tag, readable the
// moment the HTML arrives. Scalar's interactive reference takes its place once it has rendered (a
// CSS rule on its root; no script), so the several seconds its 4 MB bundle takes are no longer blank.

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type OutlineOperation = { tags?: string[]; summary?: string };
/** What the outline reads of an OpenAPI document. */
export type OutlineDocument = {
  info: { title: string };
  tags?: { name: string }[];
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], OutlineOperation>> | undefined>;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The operations of each tag, in the document's tag order, as [method, path, summary]. */
function operationsByTag(document: OutlineDocument): Map<string, [string, string, string][]> {
  const byTag = new Map<string, [string, string, string][]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      const list = byTag.get(tag) ?? [];
      list.push([method.toUpperCase(), path, operation.summary ?? ""]);
      byTag.set(tag, list);
    }
  }
  return byTag;
}

const OUTLINE_STYLE = `<style>
#api-outline{font:15px/1.5 system-ui,sans-serif;color:#1b1b1b;max-width:60rem;margin:0 auto;padding:2rem 1.5rem}
#api-outline h1{font-size:1.5rem;margin:0 0 .25rem}
#api-outline h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
#api-outline ul{list-style:none;margin:0;padding:0}
#api-outline li{display:flex;flex-wrap:wrap;gap:.25rem .75rem;padding:.3rem 0;border-bottom:1px solid #eee}
#api-outline code{font:13px ui-monospace,monospace}
#api-outline .method{min-width:4rem;font-weight:600;color:#0082d0}
body:has(#app .references-rendered) #api-outline{display:none}
</style>`;

/** The outline's HTML and the style that shows it until Scalar's reference is on screen. */
export function renderApiOutline(document: OutlineDocument): string {
  const sections = [...operationsByTag(document)]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => {
      const items = operations
        .map(
          ([method, path, summary]) =>
            `<li><code class="method">${method}</code><code>${escapeHtml(path)}</code><span>${escapeHtml(summary)}</span></li>`,
        )
        .join("");
      return `<section><h2>${escapeHtml(tag)}</h2><ul>${items}</ul></section>`;
    })
    .join("");
  return `${OUTLINE_STYLE}<main id="api-outline" aria-label="API outline"><h1>${escapeHtml(document.info.title)}</h1><p>The interactive reference is loading; every operation is listed below.</p>${sections}</main>`;
}
