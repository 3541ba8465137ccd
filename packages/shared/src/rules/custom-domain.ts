// A custom domain serves an organisation's share pages at its own host (demo.acme.com). Ownership
// is shown by the host answering a token at a well-known path over HTTP: a CNAME to Vemo answers it.

export const CUSTOM_DOMAIN_MESSAGE = "Enter a host name such as demo.acme.com (no https:// and no path)";

/** Where verification fetches the token, on the custom host. */
export const DOMAIN_VERIFICATION_PATH = "/.well-known/vemo-domain-verification";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** Host names of two or more labels (or localhost, for tests), with an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})+|localhost)(?::\\d{1,5})?$`);

export function isCustomDomainHost(host: string): boolean {
  return HOST.test(host);
}

/** The address a share link is served at: `{origin}/share/{token}`. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}/share/${encodeURIComponent(token)}`;
}
