const STORAGE_KEY = "vemoVisitorId";

/**
 * A random id this browser keeps, so the owner sees each visitor of a public link apart. It names
 * no one; without storage (private mode, blocked) the visitor counts as anonymous.
 */
export function visitorId(): string | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    return undefined;
  }
}
