/**
 * Page loads that leave the single-page app. One object, so a test can spy on its methods (jsdom
 * does not navigate): the web tests share their loaded modules, so they spy rather than mock modules.
 */
export const browserPage = {
  /** The spec reloads the page after a cancel, so every screen reads the changed plan afresh. */
  reloadPage(): void {
    window.location.reload();
  },
  /** Loads a page outside the single-page app in this tab: the checkout page the server chose. */
  loadPage(url: string): void {
    window.location.assign(url);
  },
};
