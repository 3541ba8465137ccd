import { isIP } from "node:net";
import { AppError } from "../../platform/errors.ts";
import { isPrivateAddress } from "../../platform/private-addresses.ts";

export const PRIVATE_WEBHOOK_URL =
  "Webhook URL must be a public address: private, local and loopback addresses cannot receive webhooks.";

/**
 * Refuses, when it is saved, a Webhook URL that names a private, local or loopback address itself
 * (an IP literal, or localhost). Names that resolve to one are refused at each delivery by the
 * guarded fetcher, which also checks these again. ALLOW_PRIVATE_NETWORK lets both through.
 */
export function authorizeWebhookUrl(url: string, allowPrivateNetwork: boolean): void {
  if (!url || allowPrivateNetwork) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const isLocalName = host === "localhost" || host.endsWith(".localhost");
  if (isLocalName || (isIP(host) !== 0 && isPrivateAddress(host)))
    throw new AppError("bad_request", PRIVATE_WEBHOOK_URL);
}
