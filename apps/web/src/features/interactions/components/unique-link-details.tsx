import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { useId, useRef } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useCopyLink } from "../../sharing/hooks/use-copy-link";
import { COPY_FAILED_MESSAGE } from "../../sharing/messages";

/** The link the prospect (or the public link's visitor) came through, with a Copy button. */
export function UniqueLinkDetails({ details }: { details: CustomerInteractionDetails }) {
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, isCopied, hasFailed } = useCopyLink();
  const url = `${window.location.origin}/share/${encodeURIComponent(details.share_token)}`;

  async function handleCopy() {
    if (!(await copy(url))) inputRef.current?.select();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Unique Link Details
      </h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Link type</dt>
          <dd className="font-medium text-slate-900">{details.link_kind === "public" ? "Public Link" : "Unique Customer Link"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Generated on</dt>
          <dd className="font-medium text-slate-900">{new Date(details.link_created_at).toLocaleDateString()}</dd>
        </div>
      </dl>
      <label htmlFor={inputId} className="block text-sm text-slate-500">
        Link URL
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
        />
        <button type="button" onClick={() => void handleCopy()} className={secondaryButtonClass}>
          Copy
        </button>
      </div>
      {isCopied && (
        <p role="status" className="text-sm font-medium text-green-700">
          Copied
        </p>
      )}
      {hasFailed && <Notice tone="error">{COPY_FAILED_MESSAGE}</Notice>}
    </section>
  );
}
