import type { ShareLink } from "../api";
import { LinkControlsPanel } from "../../link-controls/components/link-controls-panel";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { ShareLinkPanel } from "./share-link-panel";

/** The Vemo's one public link, new or existing, with what the owner controls on it. */
export function SingleLinkStep({
  share,
  vemoTitle,
  onBack,
  onClose,
}: {
  share: ShareLink;
  vemoTitle: string;
  onBack: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <ShareLinkPanel
        url={share.shareUrl}
        note={
          share.isNewLink
            ? "A new share link was created for this Vemo."
            : "This is the existing share link of this Vemo."
        }
        vemoTitle={vemoTitle}
      />
      <div className="mt-4">
        <LinkControlsPanel link={share.link} />
      </div>
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Done" onClose={onClose} />
      </DialogButtons>
    </>
  );
}
