/** How many page-number buttons the pagination shows at most. */
const SHOWN_PAGE_NUMBERS = 5;

/** Up to five page numbers around `page`, within 1…`pageCount`. */
export function visiblePageNumbers(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(SHOWN_PAGE_NUMBERS / 2), pageCount - SHOWN_PAGE_NUMBERS + 1));
  const last = Math.min(pageCount, first + SHOWN_PAGE_NUMBERS - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
