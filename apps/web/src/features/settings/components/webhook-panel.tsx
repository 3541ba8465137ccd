import type { WebhookDelivery } from "@vemo/shared/contracts/webhooks";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { errorMessage } from "../../../lib/api-client";
import { useGenerateWebhookSecret, useSendTestWebhookEvent, useWebhookDeliveries } from "../hooks/use-webhooks";

/** The webhook's signing secret (shown once, when generated), a test event and the delivery log. */
export function WebhookPanel() {
  const deliveries = useWebhookDeliveries();
  const generate = useGenerateWebhookSecret();
  const sendTest = useSendTestWebhookEvent();

  if (deliveries.isPending) return null;
  if (deliveries.isError)
    return <Notice tone="error">{errorMessage(deliveries.error, "Failed to load webhook deliveries")}</Notice>;
  const { hasSecret, data } = deliveries.data;

  return (
    <section aria-labelledby="webhook-heading" className="max-w-2xl space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h3 id="webhook-heading" className="text-base font-semibold text-slate-900">
          Webhook
        </h3>
        <p className="text-sm text-slate-600">
          Events are signed with your secret in the Vemo-Signature header.{" "}
          {hasSecret
            ? "A signing secret is set; generating a new one replaces it."
            : "Generate a signing secret to start receiving events."}
        </p>
      </div>
      {generate.data && (
        <div className="space-y-1">
          <Notice tone="info">Copy this secret now: it will not be shown again.</Notice>
          <code
            aria-label="Signing secret"
            className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
          >
            {generate.data}
          </code>
        </div>
      )}
      {generate.error && <Notice tone="error">{errorMessage(generate.error, "Failed to generate a secret")}</Notice>}
      {sendTest.isSuccess && <Notice tone="success">Test event queued</Notice>}
      {sendTest.error && <Notice tone="error">{errorMessage(sendTest.error, "Failed to send a test event")}</Notice>}
      <div className="flex gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={generate.isPending}
          onClick={() => generate.mutate()}
        >
          Generate secret
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={sendTest.isPending}
          onClick={() => sendTest.mutate()}
        >
          Send test event
        </button>
      </div>
      <DeliveryLog deliveries={data} />
    </section>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-500">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Recent deliveries</caption>
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 font-medium">Event</th>
          <th className="py-1 font-medium">Status</th>
          <th className="py-1 font-medium">Attempt</th>
          <th className="py-1 font-medium">Time</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td className="py-1 font-mono">{delivery.event_type}</td>
            <td className={`py-1 ${delivery.status === "succeeded" ? "text-green-700" : "text-red-700"}`}>
              {deliveryOutcome(delivery)}
            </td>
            <td className="py-1">{delivery.attempt}</td>
            <td className="py-1">{new Date(delivery.created_at).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function deliveryOutcome(delivery: WebhookDelivery): string {
  const status = delivery.response_status === null ? "" : ` (HTTP ${delivery.response_status})`;
  if (delivery.status === "succeeded") return `Delivered${status}`;
  return delivery.error ? `Failed: ${delivery.error}` : `Failed${status}`;
}
