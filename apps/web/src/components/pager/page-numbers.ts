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

/** How many page numbers the sliding window shows at most. */
const SHOWN_PAGE_NUMBERS = 5;

/** Up to five page numbers around `page`, within 1…`pageCount`, for pagers that show no ellipsis. */
export function visiblePageNumbers(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(SHOWN_PAGE_NUMBERS / 2), pageCount - SHOWN_PAGE_NUMBERS + 1));
  const last = Math.min(pageCount, first + SHOWN_PAGE_NUMBERS - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
