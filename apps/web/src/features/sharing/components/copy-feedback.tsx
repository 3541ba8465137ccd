import { Notice } from "../../../components/notice";
import { COPY_FAILED_MESSAGE } from "../messages";

/** What a Copy button says after a click: Copied, or that the clipboard refused (the text is then selected). */
export function CopyFeedback({ isCopied, hasFailed }: { isCopied: boolean; hasFailed: boolean }) {
  return (
    <>
      {isCopied && (
        <p role="status" className="text-sm font-medium text-green-700">
          Copied
        </p>
      )}
      {hasFailed && <Notice tone="error">{COPY_FAILED_MESSAGE}</Notice>}
    </>
  );
}
