import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { useId } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { UpgradeModal } from "../../billing/components/upgrade-modal";
import { useCompany } from "../../companies/company-context";
import { useShareVemo } from "../hooks/use-share-vemo";
import { classifyShareFailure, SHARE_FAILED_MESSAGE } from "../messages";
import { welcomeDemoShareUrl } from "../share-url";
import { FreePlanNotice } from "./free-plan-notice";
import { ShareLinkPanel } from "./share-link-panel";

export type ShareableVemo = Pick<VemoListItem, "id" | "title" | "isDemo" | "share_token">;

type ShareDialogProps = { vemo: ShareableVemo; onClose: () => void };

const DIALOG_TITLE = "Share Vemo";

function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <div className="mt-6 flex justify-end">
      <button type="button" onClick={onClose} className={secondaryButtonClass}>
        {label}
      </button>
    </div>
  );
}

/** The welcome demo is public: its fixed link is shown straight away, whatever the plan. */
function DemoShareDialog({ vemo, onClose }: ShareDialogProps) {
  return (
    <Modal title={DIALOG_TITLE} onClose={onClose}>
      <ShareLinkPanel url={welcomeDemoShareUrl(vemo.share_token)} note="Anyone can watch the welcome demo through this link." />
      <CloseButton label="Done" onClose={onClose} />
    </Modal>
  );
}

/**
 * The share flow of an owner's Vemo. Only the Single Link path exists so far: one public link,
 * created on first use. A Free organisation is told to upgrade (and sent to /pricing) without a call.
 */
function OwnerShareDialog({ vemo, onClose }: ShareDialogProps) {
  const singleLinkHintId = useId();
  const { company } = useCompany();
  const share = useShareVemo();
  const failure = share.error ? classifyShareFailure(share.error) : null;

  if (failure?.kind === "upgrade") return <UpgradeModal title="Upgrade Required" message={failure.message} onClose={onClose} />;

  const isFreePlan = company?.subscription_plan === "free" || failure?.kind === "free-plan";
  // Each step is keyed so the dialog remounts and moves focus into the new content.
  if (isFreePlan) {
    return (
      <Modal key="free-plan" title={DIALOG_TITLE} onClose={onClose}>
        <FreePlanNotice />
        <CloseButton label="Close" onClose={onClose} />
      </Modal>
    );
  }

  if (share.data) {
    const note = share.data.isNewLink ? "A new share link was created for this Vemo." : "This is the existing share link of this Vemo.";
    return (
      <Modal key="link" title={DIALOG_TITLE} onClose={onClose}>
        <ShareLinkPanel url={share.data.shareUrl} note={note} />
        <CloseButton label="Done" onClose={onClose} />
      </Modal>
    );
  }

  return (
    <Modal key="choose" title={DIALOG_TITLE} onClose={onClose}>
      <p className="mt-2 text-sm text-slate-600">How would you like to share &ldquo;{vemo.title}&rdquo;?</p>
      <div className="mt-4 rounded-lg border border-slate-200 p-4">
        <button type="button" disabled={share.isPending} aria-describedby={singleLinkHintId} onClick={() => share.mutate(vemo.id)} className={primaryButtonClass}>
          Single Link
        </button>
        <p id={singleLinkHintId} className="mt-2 text-sm text-slate-600">
          One public link for everyone you share it with.
        </p>
      </div>
      {share.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Generating share link...
        </p>
      )}
      {failure?.kind === "failed" && (
        <div className="mt-4">
          <Notice tone="error">{SHARE_FAILED_MESSAGE}</Notice>
        </div>
      )}
      <CloseButton label="Cancel" onClose={onClose} />
    </Modal>
  );
}

export function ShareDialog({ vemo, onClose }: ShareDialogProps) {
  return vemo.isDemo ? <DemoShareDialog vemo={vemo} onClose={onClose} /> : <OwnerShareDialog vemo={vemo} onClose={onClose} />;
}
