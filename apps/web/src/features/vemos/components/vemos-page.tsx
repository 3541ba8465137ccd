import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { useState } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useCompany } from "../../companies/company-context";
import { VemoInteractionsDialog } from "../../interactions/components/vemo-interactions-dialog";
import { PreviewOverlay } from "../../preview/components/preview-overlay";
import { ShareDialog } from "../../sharing/components/share-dialog";
import { SharedByFilter, useTeammates } from "../../team/components/shared-by-filter";
import { useDeleteVemo, useDeletingVemoIds } from "../hooks/use-delete-vemo";
import { useVemos } from "../hooks/use-vemos";
import { FreePlanUsage } from "./free-plan-usage";
import { VemoCard } from "./vemo-card";
import type { VemoAction } from "./vemo-actions-menu";

/** The network failure in its own words, a refusal in the server's, anything else as `fallback`. */
function failureReason(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isNetworkError ? error.message : errorMessage(error, fallback);
}

function LoadProblem({
  message,
  actionLabel,
  onAction,
}: {
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p role="alert" className="text-red-700">
        {message}
      </p>
      <button type="button" onClick={onAction} className={primaryButtonClass}>
        {actionLabel}
      </button>
    </div>
  );
}

export function VemosPage() {
  const navigate = useNavigate();
  const { company } = useCompany();
  const [sharedBy, setSharedBy] = useState("");
  const teammates = useTeammates();
  const vemos = useVemos(company?.id, sharedBy);
  const deleteVemo = useDeleteVemo();
  const deletingIds = useDeletingVemoIds();
  const [vemoToDelete, setVemoToDelete] = useState<VemoListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [vemoToShare, setVemoToShare] = useState<VemoListItem | null>(null);
  const [vemoToPreview, setVemoToPreview] = useState<VemoListItem | null>(null);
  const [vemoForInteractions, setVemoForInteractions] = useState<VemoListItem | null>(null);

  function handleRequestDelete(vemo: VemoListItem) {
    setDeleteError(null);
    setVemoToDelete(vemo);
  }

  function handleConfirmDelete() {
    if (!vemoToDelete) return;
    deleteVemo.mutate(vemoToDelete.id, {
      onError: (error) => setDeleteError(`Failed to delete Vemo: ${failureReason(error, "Please try again.")}`),
    });
    setVemoToDelete(null);
  }

  const preview: VemoAction = { label: "Preview", run: setVemoToPreview };
  const share: VemoAction = { label: "Share", run: setVemoToShare };
  // Each card's menu, in the spec's order; the welcome demo can only be previewed and shared.
  const actions: VemoAction[] = [
    preview,
    { label: "View", run: (vemo) => navigate(`/view-vemo/${encodeURIComponent(vemo.id)}`) },
    {
      label: "Edit",
      run: (vemo) => navigate(`/view-vemo/${encodeURIComponent(vemo.id)}`, { state: { tab: "details" } }),
    },
    { label: "View Interactions", run: setVemoForInteractions },
    share,
    { label: "Delete", isDestructive: true, run: handleRequestDelete },
  ];
  const demoActions: VemoAction[] = [preview, share];

  // The server lists the welcome demo first; the spec makes that a rule of the screen.
  const sortedVemos = vemos.data && [
    ...vemos.data.filter((vemo) => vemo.isDemo),
    ...vemos.data.filter((vemo) => !vemo.isDemo),
  ];

  return (
    <main className="p-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Vemos</h1>
        {company && (
          <button
            type="button"
            onClick={() => void vemos.refetch()}
            disabled={vemos.isFetching}
            className={secondaryButtonClass}
          >
            Refresh
          </button>
        )}
      </div>
      <div className="space-y-4">
        {company && <FreePlanUsage company={company} />}
        {company && <SharedByFilter value={sharedBy} onChange={setSharedBy} />}
        {deleteError && <Notice tone="error">{deleteError}</Notice>}
        {!company && (
          <LoadProblem
            message="No company found. Please create a company first."
            actionLabel="Create Company"
            onAction={() => navigate("/companies")}
          />
        )}
        {company && vemos.isError && (
          <LoadProblem
            message={failureReason(vemos.error, "Failed to fetch Vemos")}
            actionLabel="Try Again"
            onAction={() => void vemos.refetch()}
          />
        )}
        {company && vemos.isPending && <PageSpinner />}
        {sortedVemos?.length === 0 && (
          <p className="text-sm text-slate-600">{sharedBy ? "No Vemos shared by this teammate." : "No Vemos yet."}</p>
        )}
        {sortedVemos && sortedVemos.length > 0 && (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {sortedVemos.map((vemo) => (
              <VemoCard
                key={vemo.id}
                vemo={vemo}
                actions={vemo.isDemo ? demoActions : actions}
                isDeleting={deletingIds.includes(vemo.id)}
                showsSharedBy={teammates.length > 0}
              />
            ))}
          </div>
        )}
      </div>
      {vemoToDelete && (
        <ConfirmDialog
          title="Delete Vemo"
          message={`Are you sure you want to delete "${vemoToDelete.title}"? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={handleConfirmDelete}
          onCancel={() => setVemoToDelete(null)}
        />
      )}
      {vemoToShare && <ShareDialog vemo={vemoToShare} onClose={() => setVemoToShare(null)} />}
      {vemoToPreview && <PreviewOverlay vemo={vemoToPreview} onClose={() => setVemoToPreview(null)} />}
      {vemoForInteractions && (
        <VemoInteractionsDialog vemo={vemoForInteractions} onClose={() => setVemoForInteractions(null)} />
      )}
    </main>
  );
}
