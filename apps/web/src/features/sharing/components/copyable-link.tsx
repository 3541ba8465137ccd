import { useId, useRef } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { useCopyLink } from "../hooks/use-copy-link";
import { CopyFeedback } from "./copy-feedback";

type CopyableLinkProps = {
  url: string;
  /** The field's name: shown above it, or only to assistive technology when `isLabelHidden`. */
  label: string;
  isLabelHidden?: boolean;
  /** The Copy button's accessible name where several links share a list. */
  copyLabel?: string;
};

/** A link in a read-only field with its Copy button; when the clipboard is refused the link is selected for a manual copy. */
export function CopyableLink({ url, label, isLabelHidden = false, copyLabel }: CopyableLinkProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, isCopied, hasFailed } = useCopyLink();

  async function handleCopy() {
    if (!(await copy(url))) inputRef.current?.select();
  }

  return (
    <div className="space-y-2">
      {!isLabelHidden && (
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          readOnly
          value={url}
          aria-label={isLabelHidden ? label : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
        />
        <button type="button" onClick={() => void handleCopy()} aria-label={copyLabel} className={secondaryButtonClass}>
          Copy
        </button>
      </div>
      <CopyFeedback isCopied={isCopied} hasFailed={hasFailed} />
    </div>
  );
}
