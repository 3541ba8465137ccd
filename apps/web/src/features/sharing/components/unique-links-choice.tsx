import { MAX_FEW_LINKS } from "@vemo/shared/rules/prospects";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { ShareOption } from "./share-option";
import { StepHeading } from "./step-heading";

type UniqueLinksChoiceProps = {
  onFewLinks: () => void;
  onBulkUpload: () => void;
  onBack: () => void;
  onClose: () => void;
};

/** Unique links for a few customers typed in, or for every customer of a file. */
export function UniqueLinksChoice({ onFewLinks, onBulkUpload, onBack, onClose }: UniqueLinksChoiceProps) {
  return (
    <>
      <StepHeading title="Unique Links" detail="Each customer gets a personal link to this Vemo." />
      <div className="mt-4 space-y-3">
        <ShareOption label="Few Links" hint={`Type in up to ${MAX_FEW_LINKS} customers.`} onChoose={onFewLinks} />
        <ShareOption
          label="Bulk Upload"
          hint="Upload a CSV or Excel file with your customers."
          onChoose={onBulkUpload}
        />
      </div>
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Cancel" onClose={onClose} />
      </DialogButtons>
    </>
  );
}
