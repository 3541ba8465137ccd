import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { lazy, Suspense, useState } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { UpgradeModal } from "../../billing/components/upgrade-modal";
import { useCompany } from "../../companies/company-context";
import { PreviewOverlay } from "../../preview/components/preview-overlay";
import { downloadVemoInteractionsCsv } from "../api";
import type { InteractionRef } from "../api";
import { csvFileName } from "../csv-file-name";
import { DETAILS_DIALOG_TITLE, INTERACTIONS_UPGRADE_MESSAGE, INTERACTIONS_UPGRADE_TITLE } from "../messages";
import type { VideoMoment } from "../video-moment";
import { InteractionDetails } from "./interaction-details";
import { ExportCsvButton } from "./export-csv-button";
import { TaughtAnswers } from "./taught-answers";
import { TeachAnswerDialog, type TeachRequest } from "./teach-answer-dialog";
import { UnansweredQuestions } from "./unanswered-questions";
import { VemoInteractionsList } from "./vemo-interactions-list";

// The chart library loads with the chart, not with every page of the app.
const RetentionCharts = lazy(() => import("./retention-chart"));

type InteractionsVemo = { id: string; title: string };

type VemoInteractionsDialogProps = { vemo: InteractionsVemo; onClose: () => void };

/** One Vemo's interactions from its card: list → details (with the AI insight) → back to the list. */
function PaidVemoInteractionsDialog({ vemo, onClose }: VemoInteractionsDialogProps) {
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState<InteractionRef | null>(null);
  const [moment, setMoment] = useState<VideoMoment | null>(null);
  const [teaching, setTeaching] = useState<TeachRequest | null>(null);

  // Each view is keyed so the dialog remounts and moves focus into the new content.
  const dialog = opened ? (
    <Modal key="details" title={DETAILS_DIALOG_TITLE} size="wide" onClose={onClose}>
      <button type="button" onClick={() => setOpened(null)} className={`${secondaryButtonClass} mt-4`}>
        Back
      </button>
      <InteractionDetails interaction={opened} onPlayMoment={setMoment} onTeach={setTeaching} />
    </Modal>
  ) : (
    <Modal key="list" title={`Interactions: ${vemo.title}`} size="wide" onClose={onClose}>
      <div className="mt-4 space-y-6">
        <div className="flex justify-end">
          <ExportCsvButton
            download={() => downloadVemoInteractionsCsv(vemo.id)}
            fileName={csvFileName(vemo.title, "interactions")}
          />
        </div>
        <VemoInteractionsList
          vemoId={vemo.id}
          search={search}
          onSearchChange={setSearch}
          onViewDetails={(customer) => setOpened({ shareToken: customer.share_token, viewerId: customer.viewer_id })}
        />
        <Suspense fallback={null}>
          <RetentionCharts vemoId={vemo.id} />
        </Suspense>
        <UnansweredQuestions vemoId={vemo.id} onTeach={setTeaching} />
        <TaughtAnswers vemoId={vemo.id} onTeach={setTeaching} />
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );

  return (
    <>
      {dialog}
      {moment && <PreviewOverlay vemo={moment.vemo} startAt={moment.startAt} onClose={() => setMoment(null)} />}
      {teaching && <TeachAnswerDialog request={teaching} onClose={() => setTeaching(null)} />}
    </>
  );
}

/** Interactions are a paid feature: an organisation without paid access is asked to upgrade instead. */
export function VemoInteractionsDialog({ vemo, onClose }: VemoInteractionsDialogProps) {
  const { company, isLoading } = useCompany();
  if (isLoading) return null;
  if (!hasPaidAccess(company))
    return <UpgradeModal title={INTERACTIONS_UPGRADE_TITLE} message={INTERACTIONS_UPGRADE_MESSAGE} onClose={onClose} />;
  return <PaidVemoInteractionsDialog vemo={vemo} onClose={onClose} />;
}
