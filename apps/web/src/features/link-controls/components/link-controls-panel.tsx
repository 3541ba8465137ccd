import type { ShareLinkControls, UpdateShareLinkBody } from "@vemo/shared/contracts/link-controls";
import { PASSCODE_MAX, PASSCODE_MIN } from "@vemo/shared/rules/link-controls";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SwitchField } from "../../../components/switch-field";
import { useClientConfig } from "../../config/hooks/use-client-config";
import { errorMessage } from "../../../lib/api-client";
import { updateShareLink } from "../api";
import { LinkStateBadge } from "./link-state-badge";

const UPDATE_FAILED_MESSAGE = "Could not change the link. Please try again.";
const inputClass =
  "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none";

/** `datetime-local` reads and writes local time without a zone: the ISO instant shown in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const VERIFY_EMAIL_LABEL = "Verify the e-mail on the lead form";
const VERIFY_EMAIL_DESCRIPTION =
  "Visitors who give their details get a six-digit code by e-mail and enter it before their first question.";
const VERIFY_EMAIL_NEEDS_SMTP = "Needs an SMTP server (SMTP_URL) to e-mail the codes.";

/** One link's state and what the owner controls on it: on/off, an expiry, a passcode, the lead form's e-mail check. */
export function LinkControlsPanel({ link: initial }: { link: ShareLinkControls }) {
  const id = useId();
  const canSendEmail = useClientConfig().data?.emailConfigured !== false;
  const [link, setLink] = useState(initial);
  const [expiry, setExpiry] = useState(toLocalInput(initial.expiresAt));
  const [passcode, setPasscode] = useState("");
  const update = useMutation({
    mutationFn: (body: UpdateShareLinkBody) => updateShareLink(link.shareId, body),
    onSuccess: (changed) => {
      setLink(changed);
      setExpiry(toLocalInput(changed.expiresAt));
      setPasscode("");
    },
  });
  const change = (body: UpdateShareLinkBody) => update.mutate(body);

  function handleExpiry(event: FormEvent) {
    event.preventDefault();
    if (expiry) change({ expiresAt: new Date(expiry).toISOString() });
  }

  function handlePasscode(event: FormEvent) {
    event.preventDefault();
    if (passcode) change({ passcode });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          Link status <LinkStateBadge state={link.state} />
          {link.hasPasscode && <span className="text-xs font-normal text-slate-500">Passcode protected</span>}
        </h3>
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => change({ disabled: !link.disabled })}
          className={secondaryButtonClass}
        >
          {link.disabled ? "Enable link" : "Disable link"}
        </button>
      </div>
      <form onSubmit={handleExpiry} className="space-y-1">
        <label htmlFor={`${id}-expiry`} className="block text-sm font-medium text-slate-700">
          Expires on
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-expiry`}
            type="datetime-local"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            className={inputClass}
          />
          <button type="submit" disabled={update.isPending || !expiry} className={secondaryButtonClass}>
            Save expiry
          </button>
          {link.expiresAt && (
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => change({ expiresAt: null })}
              className={secondaryButtonClass}
            >
              No expiry
            </button>
          )}
        </div>
      </form>
      <form onSubmit={handlePasscode} className="space-y-1">
        <label htmlFor={`${id}-passcode`} className="block text-sm font-medium text-slate-700">
          {link.hasPasscode ? "New passcode" : "Passcode"}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-passcode`}
            type="password"
            autoComplete="new-password"
            minLength={PASSCODE_MIN}
            maxLength={PASSCODE_MAX}
            placeholder={`${PASSCODE_MIN} characters or more`}
            value={passcode}
            onChange={(event) => setPasscode(event.target.value)}
            className={inputClass}
          />
          <button type="submit" disabled={update.isPending || !passcode} className={secondaryButtonClass}>
            Set passcode
          </button>
          {link.hasPasscode && (
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => change({ passcode: null })}
              className={secondaryButtonClass}
            >
              Remove passcode
            </button>
          )}
        </div>
      </form>
      {link.kind === "public" && (
        <SwitchField
          label={VERIFY_EMAIL_LABEL}
          description={canSendEmail ? VERIFY_EMAIL_DESCRIPTION : VERIFY_EMAIL_NEEDS_SMTP}
          checked={link.verifyEmail}
          // Without SMTP it can still be turned off.
          disabled={update.isPending || (!canSendEmail && !link.verifyEmail)}
          onChange={(verifyEmail) => change({ verifyEmail })}
        />
      )}
      {update.isError && <Notice tone="error">{errorMessage(update.error, UPDATE_FAILED_MESSAGE)}</Notice>}
    </section>
  );
}
