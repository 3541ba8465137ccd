import {
  LEAD_FORM_INTRO,
  LEAD_FORM_SUBMIT,
  leadProblems,
  type LeadErrors,
  type LeadValues,
} from "@vemo/shared/rules/lead-capture";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { sendLead } from "./share-api";

const FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "company", label: "Company (optional)", type: "text", autoComplete: "organization" },
] as const;

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-invalid:border-red-500";

type LeadFormProps = { token: string; onKnown: (shareToken: string) => void };

/** Asked at the first question on a public link with lead capture on; the visitor's own link comes back. */
export function LeadForm({ token, onKnown }: LeadFormProps) {
  const id = useId();
  const [values, setValues] = useState<LeadValues>({ name: "", email: "", company: "" });
  const [errors, setErrors] = useState<LeadErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  function handleChange(field: keyof LeadValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = leadProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsSending(true);
    setFailure(null);
    const result = await sendLead(token, values);
    setIsSending(false);
    if (result.ok) onKnown(result.shareToken);
    else setFailure(result.message);
  }

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{LEAD_FORM_INTRO}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-4 space-y-4">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
                {field.label}
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
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={isSending}
          className="w-full rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {isSending ? "Sending..." : LEAD_FORM_SUBMIT}
        </button>
      </form>
    </>
  );
}
