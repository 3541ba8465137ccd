export const PRODUCT_NAME = "Vemo";

/** The landing page's title, as index.html serves it before any script runs. */
export const HOME_TITLE = `${PRODUCT_NAME} — Interactive AI video demos`;

/** A screen's document title: "Vemos – Vemo". */
export function pageTitle(screen: string): string {
  return `${screen} – ${PRODUCT_NAME}`;
}

/**
 * A share page's title, "title - company | product" as the spec writes it; the company is left out
 * when it is the product itself (the welcome demo), which would otherwise read "… - Vemo | Vemo".
 * An organisation that hid "Powered by Vemo" (white-label) gets "title - company".
 */
export function shareTitle(vemoTitle: string, companyName: string, poweredBy = true): string {
  if (!poweredBy) return `${vemoTitle} - ${companyName}`;
  const isProductItself = companyName.trim().toLowerCase() === PRODUCT_NAME.toLowerCase();
  return isProductItself ? `${vemoTitle} | ${PRODUCT_NAME}` : `${vemoTitle} - ${companyName} | ${PRODUCT_NAME}`;
}
