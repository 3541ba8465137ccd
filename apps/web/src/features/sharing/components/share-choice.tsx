import { Notice } from "../../../components/notice";
import { SHARE_FAILED_MESSAGE } from "../messages";
import { CloseButton, DialogButtons } from "./dialog-buttons";
import { ShareOption } from "./share-option";

type ShareChoiceProps = {
  vemoTitle: string;
  isGeneratingSingleLink: boolean;
  hasSingleLinkFailed: boolean;
  onSingleLink: () => void;
  onUniqueLinks: () => void;
  onClose: () => void;
};

/** The first step: one public link, or a link of its own for each customer. */
export function ShareChoice({
  vemoTitle,
  isGeneratingSingleLink,
  hasSingleLinkFailed,
  onSingleLink,
  onUniqueLinks,
  onClose,
}: ShareChoiceProps) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">How would you like to share &ldquo;{vemoTitle}&rdquo;?</p>
      <div className="mt-4 space-y-3">
        <ShareOption
          label="Single Link"
          hint="One public link for everyone you share it with."
          isDisabled={isGeneratingSingleLink}
          onChoose={onSingleLink}
        />
        <ShareOption
          label="Unique Links"
          hint="A personal link for each customer, so you see who watched and what they asked."
          isDisabled={isGeneratingSingleLink}
          onChoose={onUniqueLinks}
        />
      </div>
      {isGeneratingSingleLink && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Generating share link...
        </p>
      )}
      {hasSingleLinkFailed && (
        <div className="mt-4">
          <Notice tone="error">{SHARE_FAILED_MESSAGE}</Notice>
        </div>
      )}
      <DialogButtons>
        <CloseButton label="Cancel" onClose={onClose} />
      </DialogButtons>
    </>
  );
}
