/** Where uploaded and generated files live: a local folder by default, an S3-compatible store at scale. */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a Vemo's files, say). */
  deleteFolder(prefix: string): Promise<void>;
};

/** Keys are slash-separated relative paths of safe segments; anything else is a programming error. */
export function assertValidKey(key: string): void {
  const segments = key.split("/");
  const isValid = segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== "." && segment !== "..");
  if (!isValid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
