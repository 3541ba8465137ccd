import { LEAD_CODE_PATTERN, leadProblems, type LeadErrors, type LeadValues } from "@vemo/shared/rules/lead-capture";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { t } from "../lib/viewer-text";
import { sendLead, verifyLead } from "./share-api";

const FIELDS = [
  { name: "name", label: "lead.name", type: "text", autoComplete: "name" },
  { name: "email", label: "lead.email", type: "email", autoComplete: "email" },
  { name: "company", label: "lead.company", type: "text", autoComplete: "organization" },
] as const;

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-invalid:border-red-500";
const submitClass =
  "w-full rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60";

type LeadFormProps = { token: string; onKnown: (shareToken: string) => void };

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * Asked at the first question on a public link with lead capture on; the visitor's own link comes back. When the
 * link checks e-mails, a six-digit code is sent to the address first and the form asks for it.
 */
export function LeadForm({ token, onKnown }: LeadFormProps) {
  const id = useId();
  const [values, setValues] = useState<LeadValues>({ name: "", email: "", company: "" });
  const [errors, setErrors] = useState<LeadErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isCodeSent, setIsCodeSent] = useState(false);

  function handleChange(field: keyof LeadValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = leadProblems(values, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsSending(true);
    setFailure(null);
    const result = await sendLead(token, values);
    setIsSending(false);
    if (!result.ok) setFailure(result.message);
    else if ("shareToken" in result) onKnown(result.shareToken);
    else setIsCodeSent(true);
  }

  if (isCodeSent) return <CodeStep token={token} values={values} onKnown={onKnown} />;

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t("lead.intro")}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-4">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                {t(field.label)}
              </label>
              <input
                id={inputId}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => handleChange(field.name, event.target.value)}
                className={inputClass}
              />
              {error && (
                <p id={`${inputId}-error`} className="mt-1 text-sm text-red-600">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <Failure message={failure} />
        <button type="submit" disabled={isSending} className={submitClass}>
          {isSending ? t("lead.sending") : t("lead.submit")}
        </button>
      </form>
    </>
  );
}

/** The code e-mailed to the visitor: right, it makes the link theirs; a new one can be asked for. */
function CodeStep({
  token,
  values,
  onKnown,
}: {
  token: string;
  values: LeadValues;
  onKnown: LeadFormProps["onKnown"];
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function handleVerify(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!LEAD_CODE_PATTERN.test(code.trim())) return setFailure(t("lead.codeInvalid"));
    setIsChecking(true);
    setFailure(null);
    const result = await verifyLead(token, values.email.trim(), code.trim());
    setIsChecking(false);
    if (result.ok) onKnown(result.shareToken);
    else setFailure(result.message);
  }

  async function handleResend() {
    setFailure(null);
    setNotice(null);
    setIsChecking(true);
    const result = await sendLead(token, values);
    setIsChecking(false);
    if (!result.ok) setFailure(result.message);
    else if ("shareToken" in result) onKnown(result.shareToken);
    else {
      setCode("");
      setNotice(t("lead.codeSent"));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleVerify(event)} className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">{t("lead.codeIntro", { email: values.email.trim() })}</p>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-slate-700">
          {t("lead.code")}
        </label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={inputClass}
        />
      </div>
      <Failure message={failure} />
      {notice && (
        <p role="status" className="text-sm text-slate-600">
          {notice}
        </p>
      )}
      <button type="submit" disabled={isChecking} className={submitClass}>
        {isChecking ? t("lead.checking") : t("lead.verify")}
      </button>
      <button
        type="button"
        disabled={isChecking}
        onClick={() => void handleResend()}
        className="w-full text-sm font-medium text-indigo-700 hover:underline disabled:opacity-60"
      >
        {t("lead.resend")}
      </button>
    </form>
  );
}
