import { HOT_PROSPECT_SCORE } from "@vemo/shared/rules/engagement";
import { useState } from "react";
import type {
  IntegrationEvent,
  IntegrationName,
  IntegrationState,
  IntegrationSync,
} from "@vemo/shared/contracts/integrations";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SwitchField } from "../../../components/switch-field";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { fetchConnectUrl, type IntegrationSave } from "../api";
import {
  useDisconnectIntegration,
  useIntegrations,
  useIntegrationSyncs,
  useSaveIntegration,
  useSendIntegrationTest,
} from "../hooks/use-integrations";

const TITLES: Record<IntegrationName, string> = { hubspot: "HubSpot", salesforce: "Salesforce", slack: "Slack" };
const EVENT_LABELS: Record<IntegrationEvent, string> = {
  visit_ended: "A prospect's visit ends: note the questions on their record",
  first_open: "A prospect opens their link for the first time",
  high_engagement: `High engagement: a hot prospect (engagement score ${HOT_PROSPECT_SCORE} or more)`,
  daily_digest: "Daily digest: the day's prospect visits, their questions and hot prospects",
};

/** Settings → Integrations: each integration's state, how to connect it, what it syncs, Send test and its sync log. */
export function IntegrationsTab({ outcome }: { outcome: { connected: string | null; error: string | null } }) {
  const integrations = useIntegrations();
  if (integrations.isPending) return null;
  if (integrations.isError)
    return <Notice tone="error">{errorMessage(integrations.error, "Failed to load integrations")}</Notice>;
  return (
    <div className="max-w-2xl space-y-8">
      {outcome.connected && (
        <Notice tone="success">{TITLES[outcome.connected as IntegrationName]} is connected.</Notice>
      )}
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      {integrations.data.map((integration) => (
        <IntegrationCard key={integration.name} integration={integration} />
      ))}
    </div>
  );
}

function IntegrationCard({ integration }: { integration: IntegrationState }) {
  const { name, connected } = integration;
  const title = TITLES[name];
  const disconnect = useDisconnectIntegration();
  const sendTest = useSendIntegrationTest();
  return (
    <section aria-labelledby={`${name}-heading`} className="space-y-3 border-t border-slate-200 pt-6">
      <div className="flex items-center justify-between">
        <h3 id={`${name}-heading`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <span className={connected ? "text-sm text-green-700" : "text-sm text-slate-500"}>
          {connected ? "Connected" : "Not connected"}
        </span>
      </div>
      {integration.unavailableReason ? (
        <Notice tone="info">{integration.unavailableReason}</Notice>
      ) : (
        <>
          <ConnectForm integration={integration} />
          {connected && (
            <>
              {sendTest.isSuccess && <Notice tone="success">Test queued</Notice>}
              {sendTest.error && <Notice tone="error">{errorMessage(sendTest.error, "Failed to send a test")}</Notice>}
              {disconnect.error && (
                <Notice tone="error">{errorMessage(disconnect.error, "Failed to disconnect")}</Notice>
              )}
              <div className="flex gap-3">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={sendTest.isPending}
                  onClick={() => sendTest.mutate(name)}
                >
                  Send test
                </button>
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={disconnect.isPending}
                  onClick={() => disconnect.mutate(name)}
                >
                  Disconnect {title}
                </button>
              </div>
              <SyncLog name={name} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function ConnectForm({ integration }: { integration: IntegrationState }) {
  const { name, connected } = integration;
  const save = useSaveIntegration();
  const [secret, setSecret] = useState("");
  const [instanceUrl, setInstanceUrl] = useState("");
  const [events, setEvents] = useState<IntegrationEvent[]>(connected ? integration.events : integration.eventChoices);
  const [connectError, setConnectError] = useState<string | null>(null);

  const body = (): IntegrationSave => {
    if (name === "slack") return { name, body: { webhookUrl: secret, events } };
    const accessToken = secret.trim() || undefined;
    if (name === "salesforce") return { name, body: { accessToken, instanceUrl: instanceUrl || undefined, events } };
    return { name, body: { accessToken, events } };
  };
  const connectWithOAuth = async () => {
    setConnectError(null);
    try {
      window.location.assign(await fetchConnectUrl(name as "hubspot" | "salesforce"));
    } catch (error) {
      setConnectError(errorMessage(error, "Failed to start connecting"));
    }
  };
  const secretLabel = name === "slack" ? "Slack webhook URL" : `${TITLES[name]} access token`;

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(body(), { onSuccess: () => setSecret("") });
      }}
    >
      {name !== "slack" && integration.oauthAvailable && !connected && (
        <button type="button" className={primaryButtonClass} onClick={() => void connectWithOAuth()}>
          Connect {TITLES[name]}
        </button>
      )}
      {connectError && <Notice tone="error">{connectError}</Notice>}
      <TextField
        label={secretLabel}
        type="password"
        autoComplete="off"
        value={secret}
        onValueChange={setSecret}
        hint={
          name === "hubspot"
            ? "A private app's access token (scopes: crm.objects.contacts.read and .write, crm.schemas.contacts.write). Stored encrypted."
            : name === "slack"
              ? "An incoming webhook from your Slack app. Stored encrypted."
              : "Stored encrypted."
        }
      />
      {name === "salesforce" && (
        <TextField label="Salesforce instance URL" value={instanceUrl} onValueChange={setInstanceUrl} />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">What to sync</legend>
        {integration.eventChoices.map((choice) => (
          <SwitchField
            key={choice}
            label={EVENT_LABELS[choice]}
            checked={events.includes(choice)}
            onChange={(on) => setEvents(on ? [...events, choice] : events.filter((event) => event !== choice))}
          />
        ))}
      </fieldset>
      {save.error && <Notice tone="error">{errorMessage(save.error, `Failed to save ${TITLES[name]}`)}</Notice>}
      {save.isSuccess && <Notice tone="success">{TITLES[name]} saved</Notice>}
      <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
        {connected
          ? `Save ${TITLES[name]}`
          : `Connect ${TITLES[name]} with ${name === "slack" ? "this URL" : "this token"}`}
      </button>
    </form>
  );
}

function SyncLog({ name }: { name: IntegrationName }) {
  const syncs = useIntegrationSyncs(name, true);
  if (syncs.isPending) return null;
  if (syncs.isError) return <Notice tone="error">{errorMessage(syncs.error, "Failed to load the sync log")}</Notice>;
  if (syncs.data.length === 0) return <p className="text-sm text-slate-500">No syncs yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{TITLES[name]} syncs</caption>
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 font-medium">Event</th>
          <th className="py-1 font-medium">Result</th>
          <th className="py-1 font-medium">Attempt</th>
          <th className="py-1 font-medium">Time</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {syncs.data.map((sync) => (
          <tr key={sync.id}>
            <td className="py-1 font-mono">{sync.type}</td>
            <td className={`py-1 ${sync.status === "succeeded" ? "text-green-700" : "text-red-700"}`}>
              {syncOutcome(sync)}
            </td>
            <td className="py-1">{sync.attempt}</td>
            <td className="py-1">{new Date(sync.created_at).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function syncOutcome(sync: IntegrationSync): string {
  const word = sync.status === "succeeded" ? "Done" : "Failed";
  return sync.reason ? `${word}: ${sync.reason}` : word;
}
