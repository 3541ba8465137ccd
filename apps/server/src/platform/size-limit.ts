/** A size limit as messages name it: "5 MB", "2.5 MB"; limits under 1 MB in KB. */
export function formatSizeLimit(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 1) return `${Math.round(bytes / 1024)} KB`;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
