import type { KeyboardEvent } from "react";

export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], iframe, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`, for dialogs that cover the page. */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  // Focus on the dialog itself (nothing focusable in it, or after a click on its text) counts as outside the cycle.
  const isOutsideCycle = !focusable.includes(document.activeElement as HTMLElement);
  if (event.shiftKey && (document.activeElement === first || isOutsideCycle)) {
    event.preventDefault();
    (last ?? container).focus();
  } else if (!event.shiftKey && (document.activeElement === last || isOutsideCycle)) {
    event.preventDefault();
    (first ?? container).focus();
  }
}
