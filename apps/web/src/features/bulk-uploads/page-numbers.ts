export type PageItem = number | "ellipsis";

/**
 * The page buttons to show: the first and last page, the current one and its neighbours, and an
 * ellipsis for each gap (a gap of a single page shows that page instead, as an ellipsis would be no shorter).
 */
export function visiblePages(currentPage: number, pageCount: number): PageItem[] {
  const wanted = new Set([1, currentPage - 1, currentPage, currentPage + 1, pageCount]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("ellipsis");
    items.push(page);
    previous = page;
  }
  return items;
}
