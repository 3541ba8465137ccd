import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { secondaryButtonClass } from "../../../components/button-classes";
import { VemoActionsMenu } from "./vemo-actions-menu";
import type { VemoAction } from "./vemo-actions-menu";

type VemoCardProps = {
  vemo: VemoListItem;
  /** The card's menu entries; the welcome demo's (Preview and Share) are buttons on the card, with no menu. */
  actions: readonly VemoAction[];
  isDeleting: boolean;
  /** On when the organisation has teammates: who made the Vemo. */
  showsSharedBy?: boolean;
};

const sourcesWord = (count: number) => (count === 1 ? "1 source" : `${count} sources`);

/** What still needs the owner: sources being processed (the list refreshes) or failed (fixed on the Vemo's page). */
function SourceStateNote({ processing, failed }: { processing: number; failed: number }) {
  if (processing === 0 && failed === 0) return null;
  return (
    <p role="status" className="mt-3 text-sm">
      {processing > 0 && <span className="text-slate-600">Processing {sourcesWord(processing)}… </span>}
      {failed > 0 && <span className="font-medium text-red-600">{sourcesWord(failed)} failed</span>}
    </p>
  );
}

export function VemoCard({ vemo, actions, isDeleting, showsSharedBy = false }: VemoCardProps) {
  const headingId = `vemo-${vemo.id}`;
  const counts = [
    { label: "Videos", value: vemo.video_count },
    { label: "Documents", value: vemo.document_count },
    { label: "Websites", value: vemo.website_count },
  ];

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={isDeleting || undefined}
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${isDeleting ? "opacity-60" : ""}`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {vemo.title}
          </h2>
          {vemo.isDemo && (
            <span className="mt-1 inline-block rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-700">
              Demo
            </span>
          )}
        </div>
        {isDeleting ? (
          <span role="status" className="text-sm font-medium text-red-600">
            Deleting...
          </span>
        ) : (
          !vemo.isDemo && <VemoActionsMenu vemo={vemo} actions={actions} />
        )}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 px-2 py-3">
            <dt className="text-xs text-slate-500">{count.label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{count.value}</dd>
          </div>
        ))}
      </dl>
      <SourceStateNote processing={vemo.processing_count} failed={vemo.failed_count} />
      <p className="mt-4 text-sm text-slate-500">
        Created {new Date(vemo.created_at).toLocaleDateString()}
        {showsSharedBy && vemo.shared_by && ` · Shared by ${vemo.shared_by.name}`}
      </p>
      {vemo.isDemo && (
        <div className="mt-4 flex gap-2">
          {actions.map((action) => (
            <button key={action.label} type="button" onClick={() => action.run(vemo)} className={secondaryButtonClass}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
