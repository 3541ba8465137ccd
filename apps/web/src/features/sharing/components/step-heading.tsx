/** The name of a share step under the dialog's title, and what the step does. */
export function StepHeading({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="mt-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}
