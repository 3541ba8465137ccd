import type { BulkShareLink } from "@vemo/shared/contracts/bulk-uploads";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { LinkResultList } from "./link-result-row";
import { StepHeading } from "./step-heading";

type FewLinksResultsProps = { links: readonly BulkShareLink[]; onBack: () => void; onClose: () => void };

/** A link for each customer typed in, ready to copy and send. */
export function FewLinksResults({ links, onBack, onClose }: FewLinksResultsProps) {
  return (
    <>
      <StepHeading title="Unique links generated" detail="Send each customer their own link." />
      <div className="mt-2">
        <LinkResultList links={links} label="Unique links" />
      </div>
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Done" onClose={onClose} />
      </DialogButtons>
    </>
  );
}
