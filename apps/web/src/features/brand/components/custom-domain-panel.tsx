import { useState, type FormEvent } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { removeDomain, saveDomain, verifyDomain } from "../api";
import { useDomain, useDomainChange } from "../hooks/use-brand";

/** The custom domain (Enterprise): its host, the DNS record to create, and verification. */
export function CustomDomainPanel() {
  const domain = useDomain();
  const save = useDomainChange(saveDomain);
  const verify = useDomainChange(verifyDomain);
  const remove = useDomainChange(removeDomain);
  const [host, setHost] = useState("");
  const current = domain.data?.data ?? null;
  const error = save.error ?? verify.error ?? remove.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ host }, { onSuccess: () => setHost("") });
  }

  return (
    <section className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-900">Custom domain</h2>
      <p className="text-xs text-slate-500">
        Serve your share pages at your own address, such as demo.yourcompany.com (Enterprise plan). Links keep working
        at their Vemo address too.
      </p>
      {current && (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
          <p>
            <span className="font-semibold">{current.host}</span>{" "}
            <span className={current.status === "verified" ? "text-green-700" : "text-amber-700"}>
              {current.status === "verified" ? "Verified" : "Waiting for verification"}
            </span>
          </p>
          {current.status === "pending" && (
            <p className="text-slate-600">
              Create a <code>{current.dnsRecord.type}</code> record from <code>{current.dnsRecord.name}</code> to{" "}
              <code>{current.dnsRecord.value}</code>, then verify.
            </p>
          )}
          <p className="text-slate-600">
            Links are served at <code>{current.shareOrigin}</code>
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => verify.mutate(undefined)}
              disabled={verify.isPending}
            >
              {verify.isPending ? "Verifying..." : "Verify"}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => remove.mutate(undefined)}>
              Remove domain
            </button>
          </div>
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={current ? "New host" : "Host"}
          placeholder="demo.yourcompany.com"
          value={host}
          onValueChange={setHost}
          className="min-w-64 flex-1"
        />
        <button type="submit" className={secondaryButtonClass} disabled={save.isPending || host.trim() === ""}>
          Set domain
        </button>
      </form>
      {error && <Notice tone="error">{errorMessage(error, "The custom domain could not be changed")}</Notice>}
    </section>
  );
}
