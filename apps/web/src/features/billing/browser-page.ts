/** The spec reloads the page after a cancel, so every screen reads the changed plan afresh. */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads a page outside the single-page app in this tab: the checkout page the server chose. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
