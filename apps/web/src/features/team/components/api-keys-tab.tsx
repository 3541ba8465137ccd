import { useState, type FormEvent } from "react";
import { API_KEY_SCOPES, type ApiKeyScope } from "@vemo/shared/rules/team";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { createApiKey, revokeApiKey } from "../api";
import { useApiKeyChange, useApiKeys } from "../hooks/use-team";
import { CopyButton } from "./copy-button";

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({
  value: scope,
  label: scope === "read" ? "Read (no changes)" : "Write",
}));

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** Settings → API keys: named keys with a scope, shown once, revocable at once (Pro and Enterprise; owners and admins). */
export function ApiKeysTab() {
  const keys = useApiKeys();
  const create = useApiKeyChange(createApiKey);
  const revoke = useApiKeyChange(revokeApiKey);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");

  if (keys.isPending) return null;
  if (keys.isError) return <Notice tone="error">{errorMessage(keys.error, "Failed to load API keys")}</Notice>;
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ name, scope }, { onSuccess: () => setName("") });
  }
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">
        Send a key as <code>Authorization: Bearer vemo_sk_…</code> to any API call (see the{" "}
        <a href="/api/docs/" className="underline">
          API reference
        </a>
        ). A key acts for the organization with a member&apos;s rights; a read key cannot change anything.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label="Key name" required value={name} onValueChange={setName} className="min-w-64 flex-1" />
        <SelectField label="Scope" value={scope} options={SCOPE_OPTIONS} onChange={setScope} />
        <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
          Create key
        </button>
      </form>
      {create.isError && <Notice tone="error">{errorMessage(create.error, "The key could not be created")}</Notice>}
      {create.data && (
        <div className="space-y-1">
          <Notice tone="info">Copy this key now: it will not be shown again.</Notice>
          <div className="flex items-center gap-2">
            <code
              aria-label="New API key"
              className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all"
            >
              {create.data.data.key}
            </code>
            <CopyButton text={create.data.data.key} />
          </div>
        </div>
      )}
      {revoke.isError && <Notice tone="error">{errorMessage(revoke.error, "The key could not be revoked")}</Notice>}
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-2">Name</th>
            <th>Key</th>
            <th>Scope</th>
            <th>Created by</th>
            <th>Created</th>
            <th>Last used</th>
            <th>
              <span className="sr-only">Revoke</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {keys.data.data.map((key) => (
            <tr key={key.id}>
              <td className="py-2 font-medium text-slate-900">{key.name}</td>
              <td className="font-mono">{key.prefix}…</td>
              <td>{key.scope}</td>
              <td>{key.createdBy?.name ?? "—"}</td>
              <td>{when(key.createdAt)}</td>
              <td>{when(key.lastUsedAt)}</td>
              <td>
                <button type="button" className={secondaryButtonClass} onClick={() => revoke.mutate(key.id)}>
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
