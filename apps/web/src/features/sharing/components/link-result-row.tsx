import type { BulkShareLink } from "@vemo/shared/contracts/unique-links";
import { useRef } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { useCopyLink } from "../hooks/use-copy-link";
import { COPY_FAILED_MESSAGE } from "../messages";

function LinkBadge({ isNewLink }: { isNewLink: boolean }) {
  const tone = isNewLink ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{isNewLink ? "New" : "Existing"}</span>;
}

/** One customer's unique link with its Copy button; when the clipboard is refused the link is selected for a manual copy. */
export function LinkResultRow({ link }: { link: BulkShareLink }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, isCopied, hasFailed } = useCopyLink();

  async function handleCopy() {
    if (!(await copy(link.shareUrl))) inputRef.current?.select();
  }

  return (
    <li aria-label={link.clientName} className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{link.clientName}</span>
        <span className="text-slate-600">{link.email}</span>
        <span className="text-slate-500">{link.companyName}</span>
        <LinkBadge isNewLink={link.isNewLink} />
      </div>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          readOnly
          value={link.shareUrl}
          aria-label={`Share link for ${link.clientName}`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm text-slate-900"
        />
        <button type="button" onClick={() => void handleCopy()} aria-label={`Copy link for ${link.clientName}`} className={secondaryButtonClass}>
          Copy
        </button>
      </div>
      {isCopied && (
        <p role="status" className="text-sm font-medium text-green-700">
          Copied
        </p>
      )}
      {hasFailed && (
        <p role="alert" className="text-sm text-red-700">
          {COPY_FAILED_MESSAGE}
        </p>
      )}
    </li>
  );
}

/** The generated links, one row each. */
export function LinkResultList({ links, label }: { links: readonly BulkShareLink[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {links.map((link) => (
        <LinkResultRow key={link.shareId} link={link} />
      ))}
    </ul>
  );
}
