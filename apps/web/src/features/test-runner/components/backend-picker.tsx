import { ANSWER_BACKENDS } from "@vemo/shared/rules/answer-backends";
import type { AnswerBackend } from "@vemo/shared/rules/answer-backends";
import { useId } from "react";
import { SelectField } from "../../../components/select-field";
import { useAnswerBackends } from "../hooks/use-answer-backends";

const backendOptions = ANSWER_BACKENDS.map((backend) => ({
  value: backend.id,
  label: `${backend.name} (${backend.description})`,
}));

type BackendPickerProps = { backend: AnswerBackend; onSelect: (id: string) => void };

function BackendUrl({ backendId }: { backendId: string }) {
  const endpoints = useAnswerBackends();
  if (endpoints.isPending) return <span className="text-slate-500">Loading...</span>;
  const url = endpoints.data?.find((endpoint) => endpoint.id === backendId)?.url;
  return url ? (
    <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{url}</code>
  ) : (
    <span className="text-slate-500">Not available</span>
  );
}

/** A run takes its backends when it starts, so changing the choice during a run is harmless. */
export function BackendPicker({ backend, onSelect }: BackendPickerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Backend
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Select backend" value={backend.id} options={backendOptions} onChange={onSelect} />
        <dl className="space-y-1 text-sm">
          <div className="flex flex-wrap gap-2">
            <dt className="font-medium text-slate-700">Current backend:</dt>
            <dd className="text-slate-900">
              {backend.name} ({backend.description})
            </dd>
          </div>
          <div className="flex flex-wrap gap-2">
            <dt className="font-medium text-slate-700">URL:</dt>
            <dd>
              <BackendUrl backendId={backend.id} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
