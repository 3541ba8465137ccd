import type { ProcessingError } from "@vemo/shared/contracts/vemos";
import { primaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";

const CRM_BOT_DETECTION = "crm_bot_detection";

/** What to try next depends on which kinds of source failed. */
function advice(issues: readonly ProcessingError[]): string | null {
  const hasWebsites = issues.some((issue) => issue.type === "website");
  const hasVideos = issues.some((issue) => issue.type === "video");
  if (hasWebsites && hasVideos) {
    return "Some videos and websites could not be processed. Check that the videos are public and the websites are reachable without signing in, or upload their content as PDF documents.";
  }
  if (hasWebsites) {
    return "Some websites could not be processed. Check that they are reachable without signing in, or upload their content as PDF documents instead.";
  }
  if (hasVideos) {
    return "Some videos could not be processed. Check that they are public (private and unlisted videos are not processed), or upload a caption file for them.";
  }
  return null;
}

function IssueItem({ issue }: { issue: ProcessingError }) {
  return (
    <li className="rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-xs font-medium tracking-wide text-amber-800 uppercase">{issue.type}</p>
      <p className="text-sm font-medium break-all text-slate-900">{issue.url}</p>
      <p className="mt-1 text-sm text-slate-700">{issue.error}</p>
      {issue.error_type === CRM_BOT_DETECTION ? (
        <p className="mt-2 text-sm text-amber-900">
          This website is protected by a CRM bot-protection system that blocks automated access. Upload its content as
          PDF documents instead.
        </p>
      ) : (
        <p className="mt-2 text-xs font-semibold text-slate-600">{issue.error_type.toUpperCase()}</p>
      )}
    </li>
  );
}

type ProcessingIssuesDialogProps = { issues: readonly ProcessingError[]; onClose: () => void };

/** Lists the sources the new Vemo could not use; the Vemo itself exists. */
export function ProcessingIssuesDialog({ issues, onClose }: ProcessingIssuesDialogProps) {
  const nextStep = advice(issues);
  return (
    <Modal title="Content Processing Issues" onClose={onClose}>
      <p className="mt-2 text-sm text-slate-600">
        Your Vemo was created, but some of its content could not be processed:
      </p>
      <ul className="mt-4 space-y-3">
        {issues.map((issue, index) => (
          <IssueItem key={index} issue={issue} />
        ))}
      </ul>
      {nextStep && <p className="mt-4 text-sm text-slate-700">{nextStep}</p>}
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={primaryButtonClass}>
          OK
        </button>
      </div>
    </Modal>
  );
}
