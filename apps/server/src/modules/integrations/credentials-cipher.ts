import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * AES-256-GCM under a key derived from ENCRYPTION_KEY: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * GCM authenticates, so a changed ciphertext or another key fails to open instead of giving garbage.
 */
export function sealText(encryptionKey: string, clear: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(encryptionKey), iv);
  const sealed = Buffer.concat([cipher.update(clear, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The clear text, or null when the text was not sealed with this key. */
export function openText(encryptionKey: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(encryptionKey), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const keys = new Map<string, Buffer>();

function derivedKey(encryptionKey: string): Buffer {
  let key = keys.get(encryptionKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", encryptionKey, "", "vemo integration credentials", 32));
    keys.set(encryptionKey, key);
  }
  return key;
}
