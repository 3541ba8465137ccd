/** A file name from a title: letters and digits kept, everything else one dash. */
export function csvFileName(title: string, suffix: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${base || "vemo"}-${suffix}.csv`;
}
