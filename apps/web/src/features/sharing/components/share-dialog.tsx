import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { BULK_FAILED_MESSAGE, LINKS_FAILED_MESSAGE } from "@vemo/shared/rules/prospects";
import { Modal } from "../../../components/modal";
import { errorMessage } from "../../../lib/api-client";
import { UpgradeModal } from "../../billing/components/upgrade-modal";
import { useCompany } from "../../companies/company-context";
import { useShareSteps, type ShareStep } from "../hooks/use-share-steps";
import { welcomeDemoShareUrl } from "../share-url";
import { BulkUploadForm } from "./bulk-upload-form";
import { BulkUploadResults } from "./bulk-upload-results";
import { CloseButton, DialogButtons } from "./dialog-buttons";
import { FewLinksForm } from "./few-links-form";
import { FewLinksResults } from "./few-links-results";
import { FreePlanNotice } from "./free-plan-notice";
import { ShareChoice } from "./share-choice";
import { ShareLinkPanel } from "./share-link-panel";
import { SingleLinkStep } from "./single-link-step";
import { UniqueLinksChoice } from "./unique-links-choice";

export type ShareableVemo = Pick<VemoListItem, "id" | "title" | "isDemo" | "share_token">;

type ShareDialogProps = { vemo: ShareableVemo; onClose: () => void };

const DIALOG_TITLE = "Share Vemo";

/** The welcome demo is public: its fixed link is shown straight away, whatever the plan. */
function DemoShareDialog({ vemo, onClose }: ShareDialogProps) {
  return (
    <Modal title={DIALOG_TITLE} onClose={onClose}>
      <ShareLinkPanel
        url={welcomeDemoShareUrl(vemo.share_token)}
        note="Anyone can watch the welcome demo through this link."
        vemoTitle={vemo.title}
      />
      <DialogButtons>
        <CloseButton label="Done" onClose={onClose} />
      </DialogButtons>
    </Modal>
  );
}

const WIDE_STEPS: readonly ShareStep[] = ["few", "few-links", "bulk", "bulk-links"];

/**
 * The share flow of an owner's Vemo: Single Link, or Unique Links for a few customers typed in or
 * for every customer of a file. A Free organisation is told to upgrade (and sent to /pricing)
 * without a call; a refusal by the server for the plan opens the same notice or the upgrade prompt.
 */
function OwnerShareDialog({ vemo, onClose }: ShareDialogProps) {
  const { company } = useCompany();
  const share = useShareSteps(vemo.id);
  const { step, setStep, goBack, refusal, singleLink, fewLinks, upload } = share;

  if (refusal?.kind === "upgrade")
    return <UpgradeModal title="Upgrade Required" message={refusal.message} onClose={onClose} />;

  // Each step is keyed so the dialog remounts and moves focus into the new content.
  if (company?.subscription_plan === "free" || refusal?.kind === "free-plan") {
    return (
      <Modal key="free-plan" title={DIALOG_TITLE} onClose={onClose}>
        <FreePlanNotice />
        <DialogButtons>
          <CloseButton label="Close" onClose={onClose} />
        </DialogButtons>
      </Modal>
    );
  }

  return (
    <Modal key={step} title={DIALOG_TITLE} onClose={onClose} size={WIDE_STEPS.includes(step) ? "wide" : "default"}>
      {step === "choose" && (
        <ShareChoice
          vemoTitle={vemo.title}
          isGeneratingSingleLink={singleLink.isPending}
          hasSingleLinkFailed={singleLink.isError}
          onSingleLink={share.makeSingleLink}
          onUniqueLinks={() => setStep("unique")}
          onClose={onClose}
        />
      )}
      {step === "single-link" && singleLink.data && (
        <SingleLinkStep share={singleLink.data} vemoTitle={vemo.title} onBack={goBack} onClose={onClose} />
      )}
      {step === "unique" && (
        <UniqueLinksChoice
          onFewLinks={() => setStep("few")}
          onBulkUpload={() => setStep("bulk")}
          onBack={goBack}
          onClose={onClose}
        />
      )}
      {step === "few" && (
        <FewLinksForm
          customerRows={share.customerRows}
          isGenerating={fewLinks.isPending}
          failureMessage={fewLinks.isError ? errorMessage(fewLinks.error, LINKS_FAILED_MESSAGE) : null}
          onGenerate={share.makeFewLinks}
          onBack={goBack}
          onClose={onClose}
        />
      )}
      {step === "few-links" && fewLinks.data && (
        <FewLinksResults links={fewLinks.data.data} onBack={goBack} onClose={onClose} />
      )}
      {step === "bulk" && (
        <BulkUploadForm
          upload={{
            isUploading: upload.isPending,
            uploadedFraction: upload.uploadedFraction,
            failureMessage: upload.isError ? errorMessage(upload.error, BULK_FAILED_MESSAGE) : null,
          }}
          onFileChosen={upload.reset}
          onGenerate={share.uploadProspects}
          onBack={goBack}
          onClose={onClose}
        />
      )}
      {step === "bulk-links" && upload.data && (
        <BulkUploadResults
          links={upload.data.data}
          bulkUploadId={upload.data.bulkUploadId}
          originalFilename={upload.variables?.originalFilename ?? null}
          onBack={goBack}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

export function ShareDialog({ vemo, onClose }: ShareDialogProps) {
  return vemo.isDemo ? (
    <DemoShareDialog vemo={vemo} onClose={onClose} />
  ) : (
    <OwnerShareDialog vemo={vemo} onClose={onClose} />
  );
}
