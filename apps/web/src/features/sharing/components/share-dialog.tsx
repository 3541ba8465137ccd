import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { BULK_FAILED_MESSAGE, LINKS_FAILED_MESSAGE } from "@vemo/shared/rules/prospects";
import type { ProspectRow } from "@vemo/shared/rules/prospects";
import { useState } from "react";
import { Modal } from "../../../components/modal";
import { errorMessage } from "../../../lib/api-client";
import { UpgradeModal } from "../../billing/components/upgrade-modal";
import { LinkControlsPanel } from "../../link-controls/components/link-controls-panel";
import { useCompany } from "../../companies/company-context";
import { useFewLinksRows } from "../hooks/use-few-links-rows";
import type { ChosenProspectFile } from "../hooks/use-prospect-file";
import { useShareVemo } from "../hooks/use-share-vemo";
import { useCreateFewLinks, useUploadProspects } from "../hooks/use-unique-links";
import { classifyShareFailure } from "../messages";
import { welcomeDemoShareUrl } from "../share-url";
import { BulkUploadForm } from "./bulk-upload-form";
import { BulkUploadResults } from "./bulk-upload-results";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { FewLinksForm } from "./few-links-form";
import { FewLinksResults } from "./few-links-results";
import { FreePlanNotice } from "./free-plan-notice";
import { ShareChoice } from "./share-choice";
import { ShareLinkPanel } from "./share-link-panel";
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

type Step = "choose" | "single-link" | "unique" | "few" | "few-links" | "bulk" | "bulk-links";

/** Where each step's Back goes. */
const PREVIOUS_STEP: Record<Step, Step> = {
  choose: "choose",
  "single-link": "choose",
  unique: "choose",
  few: "unique",
  "few-links": "few",
  bulk: "unique",
  "bulk-links": "bulk",
};

const WIDE_STEPS: readonly Step[] = ["few", "few-links", "bulk", "bulk-links"];

/**
 * The share flow of an owner's Vemo: Single Link, or Unique Links for a few customers typed in or
 * for every customer of a file. A Free organisation is told to upgrade (and sent to /pricing)
 * without a call; a refusal by the server for the plan opens the same notice or the upgrade prompt.
 */
function OwnerShareDialog({ vemo, onClose }: ShareDialogProps) {
  const { company } = useCompany();
  const [step, setStep] = useState<Step>("choose");
  const singleLink = useShareVemo();
  const fewLinks = useCreateFewLinks();
  const upload = useUploadProspects();
  const customerRows = useFewLinksRows();

  const failures = [singleLink.error, fewLinks.error, upload.error]
    .filter((error) => error !== null)
    .map(classifyShareFailure);
  const refusal = failures.find((failure) => failure.kind !== "failed");

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

  function goBack() {
    // A failure belongs to the step that made it.
    singleLink.reset();
    fewLinks.reset();
    upload.reset();
    setStep(PREVIOUS_STEP[step]);
  }

  function handleGenerateFewLinks(customers: ProspectRow[]) {
    fewLinks.mutate(
      { vemoId: vemo.id, clientData: customers, operationSource: "few_links" },
      { onSuccess: () => setStep("few-links") },
    );
  }

  function handleUpload({ fileName, prospects }: ChosenProspectFile) {
    upload.mutate(
      { vemoId: vemo.id, clientData: prospects, operationSource: "bulk_upload", originalFilename: fileName },
      { onSuccess: () => setStep("bulk-links") },
    );
  }

  return (
    <Modal key={step} title={DIALOG_TITLE} onClose={onClose} size={WIDE_STEPS.includes(step) ? "wide" : "default"}>
      {step === "choose" && (
        <ShareChoice
          vemoTitle={vemo.title}
          isGeneratingSingleLink={singleLink.isPending}
          hasSingleLinkFailed={singleLink.isError}
          onSingleLink={() => singleLink.mutate(vemo.id, { onSuccess: () => setStep("single-link") })}
          onUniqueLinks={() => setStep("unique")}
          onClose={onClose}
        />
      )}
      {step === "single-link" && singleLink.data && (
        <>
          <ShareLinkPanel
            url={singleLink.data.shareUrl}
            note={
              singleLink.data.isNewLink
                ? "A new share link was created for this Vemo."
                : "This is the existing share link of this Vemo."
            }
            vemoTitle={vemo.title}
          />
          <div className="mt-4">
            <LinkControlsPanel link={singleLink.data.link} />
          </div>
          <DialogButtons>
            <BackButton onBack={goBack} />
            <CloseButton label="Done" onClose={onClose} />
          </DialogButtons>
        </>
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
          customerRows={customerRows}
          isGenerating={fewLinks.isPending}
          failureMessage={fewLinks.isError ? errorMessage(fewLinks.error, LINKS_FAILED_MESSAGE) : null}
          onGenerate={handleGenerateFewLinks}
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
          onGenerate={handleUpload}
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
