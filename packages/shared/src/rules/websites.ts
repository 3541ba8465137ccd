const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A website as an owner types it, made a web address: a bare domain ("acme.io") gets https://.
 * Null when it is still not one: no http(s), no parse, blanks inside, or a bare text that is no domain.
 * What it returns also passes POST /api/companies' website rule (http(s), no blanks, ≤ 2048).
 */
export function websiteUrl(text: string): string | null {
  const typed = text.trim();
  if (typed === "" || typed.length > 2040 || /\s/.test(typed)) return null;
  const hasScheme = HAS_SCHEME.test(typed);
  const candidate = hasScheme ? typed : `https://${typed}`;
  if (!URL.canParse(candidate)) return null;
  const { protocol, hostname, username } = new URL(candidate);
  if (protocol !== "http:" && protocol !== "https:") return null;
  // "mailto:me@acme.io" would otherwise read as a user name at acme.io.
  if (!hasScheme && (username !== "" || !hostname.includes("."))) return null;
  return candidate;
}
